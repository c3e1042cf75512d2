import { defineEntity, p } from '@mikro-orm/core'

/**
 * Net changes to the orders per status and liveness (not soft-deleted), appended by triggers on
 * orders and folded by the worker's sweeper (migration 0016). Read by summing; never written by
 * the application.
 */
export const OrderTally = defineEntity({
  name: 'OrderTally',
  tableName: 'order_tallies',
  properties: {
    id: p.bigint().primary().autoincrement(),
    status: p.text(),
    live: p.boolean(),
    orders: p.bigint(),
    totalAgorot: p.bigint(),
  },
})
