import { defineEntity, p } from '@mikro-orm/core'
import { updatedAt } from './columns.ts'

export const Setting = defineEntity({
  name: 'Setting',
  tableName: 'settings',
  properties: {
    key: p.string().length(100).primary(),
    value: p.text(),
    updatedAt: updatedAt(),
  },
})
