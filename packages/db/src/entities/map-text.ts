import { defineEntity, p } from '@mikro-orm/core'
import { numerologyAspects } from '@shop/domain'
import { updatedAt } from './columns.ts'

/** A manager's wording of one number in one aspect of the map; drafts read it when typeset. */
export const MapText = defineEntity({
  name: 'MapText',
  tableName: 'map_texts',
  properties: {
    aspect: p.enum(numerologyAspects).columnType('varchar(30)').primary(),
    number: p.smallint().primary(),
    heading: p.string().length(100),
    text: p.string().length(4000),
    updatedAt: updatedAt().defaultRaw('now()'),
  },
})
