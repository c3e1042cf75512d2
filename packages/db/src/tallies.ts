import type { EntityManager } from '@mikro-orm/postgresql'
import type { OrderStatus } from '@shop/domain'
import type { NotNull, QueryCreator } from 'kysely'
import { typedSql, type ShopDatabase } from './typed-sql.ts'

/** The orders of one status, live (not soft-deleted) or not, and the sum of their totals. */
export interface StatusTally {
  status: OrderStatus
  live: boolean
  orders: number
  totalAgorot: number
}

/** Every status's tally as of this moment, from the rows the orders' triggers append. */
export async function readOrderTallies(em: EntityManager): Promise<StatusTally[]> {
  const rows = await typedSql(em)
    .selectFrom('tallies')
    .select((eb) => [
      'status',
      'live',
      eb.fn.sum('items').as('items'),
      eb.fn.sum('total_agorot').as('total_agorot'),
    ])
    // The orders' triggers write each order's status
    .where('kind', '=', 'orders')
    .where('status', 'is not', null)
    .$narrowType<{ status: NotNull }>()
    .groupBy(['status', 'live'])
    .execute()
  return rows.map((row) => ({
    status: row.status,
    live: row.live,
    orders: Number(row.items),
    totalAgorot: Number(row.total_agorot),
  }))
}

/** The number of users whose account is not deleted, from the users' tallies: a subquery of a query of `db`. */
export function liveUsersTallied(db: QueryCreator<ShopDatabase>) {
  return db
    .selectFrom('tallies')
    .select((eb) => eb.fn.coalesce(eb.fn.sum('items'), eb.lit(0)).as('users'))
    .where('kind', '=', 'users')
    .where('live', '=', true)
}

/** The number of orders, of `status` if given, from the orders' tallies: a subquery of a query of `db`. */
export function ordersTallied(db: QueryCreator<ShopDatabase>, status?: OrderStatus) {
  const orders = db
    .selectFrom('tallies')
    .select((eb) =>
      eb.cast<number>(eb.fn.coalesce(eb.fn.sum('items'), eb.lit(0)), 'integer').as('orders'),
    )
    .where('kind', '=', 'orders')
  return status ? orders.where('status', '=', status) : orders
}

/**
 * Folds the appended rows into one per kind, status and liveness, so reading stays a sum of a few
 * rows. Safe beside writers (they only append) and beside another fold: a row the other fold
 * deleted first is skipped here, not counted twice.
 */
export async function foldTallies(em: EntityManager): Promise<void> {
  await typedSql(em)
    .with('folded', (db) =>
      db.deleteFrom('tallies').returning(['kind', 'status', 'live', 'items', 'total_agorot']),
    )
    .insertInto('tallies')
    .columns(['kind', 'status', 'live', 'items', 'total_agorot'])
    .expression((db) =>
      db
        .selectFrom('folded')
        .select((eb) => [
          'kind',
          'status',
          'live',
          eb.fn.sum<string>('items').as('items'),
          eb.fn.sum<string>('total_agorot').as('total_agorot'),
        ])
        .groupBy(['kind', 'status', 'live'])
        .having((eb) =>
          eb.or([eb(eb.fn.sum('items'), '<>', 0), eb(eb.fn.sum('total_agorot'), '<>', 0)]),
        ),
    )
    .execute()
}
