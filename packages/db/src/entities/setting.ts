import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
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
export type ISetting = InferEntity<typeof Setting>
