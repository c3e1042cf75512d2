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
    { status: OrderStatus; live: boolean; items: string; total_agorot: string }[]
  >(
    `select status, live, sum(items) as items, sum(total_agorot) as total_agorot
     from tallies where kind = 'orders' group by status, live`,
  )
  return rows.map((row) => ({
    status: row.status,
    live: row.live,
    orders: Number(row.items),
    totalAgorot: Number(row.total_agorot),
  }))
}

/** SQL for the number of users whose account is not deleted, from the users' tallies. */
export const liveUsersTallied = `(select coalesce(sum(items), 0) from tallies
  where kind = 'users' and live)`

/**
 * Folds the appended rows into one per kind, status and liveness, so reading stays a sum of a few
 * rows. Safe beside writers (they only append) and beside another fold: a row the other fold
 * deleted first is skipped here, not counted twice.
 */
export async function foldTallies(em: EntityManager): Promise<void> {
  await em.execute(
    `with folded as (delete from tallies returning kind, status, live, items, total_agorot)
     insert into tallies (kind, status, live, items, total_agorot)
     select kind, status, live, sum(items), sum(total_agorot) from folded
     group by kind, status, live
     having sum(items) <> 0 or sum(total_agorot) <> 0`,
  )
}

/** SQL for the number of orders, of the status bound to its one parameter if `byStatus`. */
export function ordersTallied(byStatus: boolean): string {
  return `(select coalesce(sum(items), 0)::int from tallies
    where kind = 'orders' ${byStatus ? 'and status = ?' : ''})`
}
