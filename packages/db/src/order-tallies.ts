import type { EntityManager } from '@mikro-orm/postgresql'
import type { OrderStatus } from '@shop/domain'

/** The orders of one status, live (not soft-deleted) or not, and the sum of their totals. */
export interface StatusTally {
  status: OrderStatus
  live: boolean
  orders: number
  totalAgorot: number
}

/** Every status's tally as of this moment, from the rows the orders' triggers append. */
export async function readOrderTallies(em: EntityManager): Promise<StatusTally[]> {
  const rows = await em.execute<
    { status: OrderStatus; live: boolean; orders: string; total_agorot: string }[]
  >(
    `select status, live, sum(orders) as orders, sum(total_agorot) as total_agorot
     from order_tallies group by status, live`,
  )
  return rows.map((row) => ({
    status: row.status,
    live: row.live,
    orders: Number(row.orders),
    totalAgorot: Number(row.total_agorot),
  }))
}

/**
 * Folds the appended rows into one per status and liveness, so reading stays a sum of a few rows.
 * Safe beside writers (they only append) and beside another fold: a row the other fold deleted
 * first is skipped here, not counted twice.
 */
export async function foldOrderTallies(em: EntityManager): Promise<void> {
  await em.execute(
    `with folded as (delete from order_tallies returning status, live, orders, total_agorot)
     insert into order_tallies (status, live, orders, total_agorot)
     select status, live, sum(orders), sum(total_agorot) from folded group by status, live
     having sum(orders) <> 0 or sum(total_agorot) <> 0`,
  )
}
