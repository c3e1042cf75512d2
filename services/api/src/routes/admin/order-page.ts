import { ordersTallied, type ShopDatabase } from '@shop/db'
import type { OrderStatus } from '@shop/domain'
import { sql, type QueryCreator } from 'kysely'

export interface OrderPageQuery {
  page: number
  pageSize: number
  status?: OrderStatus
  q?: string
}

/** How many orders a page's rows say match, from their `total` and `found`. */
export function orderPageTotal(
  rows: readonly { id: string | null; total: number | null; found: number | null }[],
): { total: number; totalIsLowerBound?: true } {
  const first = rows[0]
  // The tallies' subquery answers one row, but a subquery may answer none to the compiler
  if (!first || first.total === null) return { total: 0 }
  // Past `broadSearch` a search stops counting: it knows of at least as many as it listed
  if (first.found !== null && first.found > broadSearch) {
    const listed = rows.filter((row) => row.id !== null).length
    return { total: Math.max(first.total, listed), totalIsLowerBound: true }
  }
  return { total: first.total }
}

/**
 * How many matches a search may have and still be listed from its matches. Listing from the
 * matches costs in proportion to their number; walking the orders newest first, in proportion to
 * how far apart they lie (orders per match). Measured on a hundred thousand orders, the two meet
 * near two thousand matches.
 */
export const broadSearch = 2000

/**
 * The statement for which orders one page of the managers' list shows, and how many there are,
 * for the caller to join its orders' details to: a row for each of the page's orders (`id`, in
 * any order) and at least one row in all, carrying `total` even when nothing matches (`id` null
 * then). A search's first page also carries `found`, the matches it counted, up to
 * `broadSearch + 1`. The whole list and each status page through the newest-first indexes and
 * take their total from the tallies. A search's first page counts its matches up to
 * `broadSearch` and, in the same statement, lists a narrow one from those matches (trigram
 * indexes on e-mail and subject name, the order number's unique index) or walks the orders newest
 * first for a broad one until the page is full, telling how many matches it knows of at least.
 * Its later pages are listed and counted from every match.
 */
export function orderPageStatement(
  db: QueryCreator<ShopDatabase>,
  { page, pageSize, status, q }: OrderPageQuery,
) {
  const offset = (page - 1) * pageSize
  const noFound = sql<number | null>`null::int`
  if (!q) {
    return db
      .selectFrom(db.selectNoFrom(ordersTallied(db, status).as('total')).as('tally'))
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('orders as o')
            .select('o.id')
            .$if(status !== undefined, (orders) => orders.where('o.status', '=', status!))
            .orderBy('o.created_at', 'desc')
            .orderBy('o.id', 'desc')
            .limit(pageSize)
            .offset(offset)
            .as('page'),
        (join) => join.onTrue(),
      )
      .select(['page.id', 'tally.total', noFound.as('found')])
  }

  // A % or _ typed by a manager is a character, not a wildcard
  const like = `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
  const number = /^\d{1,9}$/.test(q) ? Number(q) : undefined
  // ilike lowercases every value it tests: a fifth of a broad search's time. A search with no
  // letter that has case (a Hebrew name, digits) matches the same values case-sensitively.
  const matches = /\p{Cased}/u.test(q) ? 'ilike' : 'like'
  const byEmail = db
    .selectFrom('orders as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select('m.id')
    .where('u.email', matches, like)
  const bySubject = db
    .selectFrom('reports as r')
    .select('r.order_id as id')
    .where('r.subject_name', matches, like)
  const byNumber = db
    .selectFrom('orders')
    .select('id')
    .where('order_number', '=', number ?? 0)
  const sources = (union: 'union' | 'unionAll') =>
    number === undefined ? byEmail[union](bySubject) : byNumber[union](byEmail)[union](bySubject)

  if (page === 1) {
    // Only the branch the probe's count picks runs. A narrow search's matches are all in the probe;
    // a broad one tests each order's reports on their own (offset 0 keeps the planner from first
    // gathering every matching report), and with this many matches the page fills within a few
    // thousand orders. The buyers matched by e-mail are few enough to gather first.
    return db
      .with('probe', (probe) =>
        probe
          .selectFrom(sources('unionAll').as('s'))
          .$if(status !== undefined, (matched) =>
            matched.innerJoin('orders as o', (join) =>
              join.onRef('o.id', '=', 's.id').on('o.status', '=', status!),
            ),
          )
          .select('s.id')
          .limit(broadSearch + 1),
      )
      .with('tally', (tally) =>
        tally
          .selectFrom('probe')
          .select((eb) => [
            eb.cast<number>(eb.fn.countAll(), 'integer').as('found'),
            eb.cast<number>(eb.fn.count('id').distinct(), 'integer').as('orders'),
          ]),
      )
      .selectFrom('tally')
      .leftJoinLateral(
        (eb) => {
          const broad = eb
            .selectFrom('orders as o')
            .select(['o.id', 'o.created_at'])
            .where('tally.found', '>', broadSearch)
            .$if(status !== undefined, (orders) => orders.where('o.status', '=', status!))
            .where((match) =>
              match.or([
                ...(number === undefined ? [] : [match('o.order_number', '=', number)]),
                match(
                  'o.user_id',
                  'in',
                  match.selectFrom('users as u').select('u.id').where('u.email', matches, like),
                ),
                match.exists(
                  match
                    .selectFrom('reports as r')
                    .select('r.id')
                    .whereRef('r.order_id', '=', 'o.id')
                    .where('r.subject_name', matches, like)
                    .offset(sql.lit(0)),
                ),
              ]),
            )
            .orderBy('o.created_at', 'desc')
            .orderBy('o.id', 'desc')
            .limit(pageSize)
          const narrow = eb
            .selectFrom('orders as o')
            .select(['o.id', 'o.created_at'])
            .where('tally.found', '<=', broadSearch)
            .where('o.id', 'in', eb.selectFrom('probe').select('probe.id'))
            .orderBy('o.created_at', 'desc')
            .orderBy('o.id', 'desc')
            .limit(pageSize)
          return eb
            .selectFrom(broad.as('broad'))
            .selectAll()
            .unionAll(eb.selectFrom(narrow.as('narrow')).selectAll())
            .as('page')
        },
        (join) => join.onTrue(),
      )
      .select(['page.id', 'tally.orders as total', 'tally.found'])
  }
  return (
    db
      .with('matched', (matched) =>
        matched
          .selectFrom('orders as o')
          .select(['o.id', 'o.created_at'])
          .$if(status !== undefined, (orders) => orders.where('o.status', '=', status!))
          .where('o.id', 'in', sources('union')),
      )
      .selectFrom(db.selectNoFrom((eb) => eb.lit(1).as('one')).as('one'))
      // One row even past the last page, to carry the count
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('matched')
            .select('matched.id')
            .orderBy('matched.created_at', 'desc')
            .orderBy('matched.id', 'desc')
            .limit(pageSize)
            .offset(offset)
            .as('page'),
        (join) => join.onTrue(),
      )
      .select((eb) => [
        'page.id',
        eb
          .cast<number>(eb.selectFrom('matched').select(eb.fn.countAll().as('matches')), 'integer')
          .as('total'),
        noFound.as('found'),
      ])
  )
}
