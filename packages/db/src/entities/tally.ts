import { defineEntity, p } from '@mikro-orm/core'
import type { OrderStatus } from '@shop/domain'

/**
 * Net changes to the orders (per status) and the users, live (not soft-deleted) or not, appended
 * by triggers and folded by the worker's sweeper (migration 0016). Read by summing; never written
 * by the application. Users have no status.
 */
export const Tally = defineEntity({
  name: 'Tally',
  tableName: 'tallies',
  properties: {
    id: p.bigint().primary().autoincrement().generated('by default as identity'),
    kind: p.enum(['orders', 'users']),
    status: p.text().$type<OrderStatus>().nullable(),
    live: p.boolean(),
    items: p.bigint(),
    totalAgorot: p.bigint(),
  },
})
