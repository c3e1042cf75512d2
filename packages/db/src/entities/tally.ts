import { defineEntity, p } from '@mikro-orm/core'

/**
 * Net changes to the orders (per status) and the users, live (not soft-deleted) or not, appended
 * by triggers and folded by the worker's sweeper (migration 0016). Read by summing; never written
 * by the application.
 */
export const Tally = defineEntity({
  name: 'Tally',
  tableName: 'tallies',
  properties: {
    id: p.bigint().primary().autoincrement().generated('by default as identity'),
    kind: p.enum(['orders', 'users']),
    status: p.text().nullable(),
    live: p.boolean(),
    items: p.bigint(),
    totalAgorot: p.bigint(),
  },
})
