import { ordersTallied } from '@shop/db'
import type { OrderStatus } from '@shop/domain'

export interface OrderPageQuery {
  page: number
  pageSize: number
  status?: OrderStatus
  q?: string
}

/**
 * The statement that picks one page of orders: a row for each of the page's orders (`id`, in any
 * order) and at least one row in all, carrying `total` even when nothing matches (`id` null then).
 * A search's first page also carries `found`, the matches it counted, up to `broadSearch + 1`.
 */
export interface OrderPageStatement {
  sql: string
  params: unknown[]
}

/** How many orders a page's rows say match, from their `total` and `found`. */
export function orderPageTotal(
  rows: readonly { id: string | null; total: number; found: number | null }[],
): { total: number; totalIsLowerBound?: true } {
  const first = rows[0]
  if (!first) return { total: 0 }
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
 * for the caller to join its orders' details to. The whole list and
 * each status page through the newest-first indexes and take their total from the tallies. A
 * search's first page counts its matches up to `broadSearch` and, in the same statement, lists a
 * narrow one from those matches (trigram indexes on e-mail and subject name, the order number's
 * unique index) or walks the orders newest first for a broad one until the page is full, telling
 * how many matches it knows of at least. Its later pages are listed and counted from every match.
 */
export function orderPageStatement({
  page,
  pageSize,
  status,
  q,
}: OrderPageQuery): OrderPageStatement {
  const offset = (page - 1) * pageSize
  const byStatus = status ? 'o.status = ? and' : ''
  const statusParams = status ? [status] : []
  if (!q) {
    return {
      sql: `select page.id, tally.total, null::int as found
        from (select ${ordersTallied(Boolean(status))} as total) as tally
        left join lateral (select o.id from orders o where ${byStatus} true
          order by o.created_at desc, o.id desc limit ? offset ?) as page on true`,
      params: [...statusParams, ...statusParams, pageSize, offset],
    }
  }

  // A % or _ typed by a manager is a character, not a wildcard
  const like = `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
  const number = /^\d{1,9}$/.test(q) ? Number(q) : undefined
  // ilike lowercases every value it tests: a fifth of a broad search's time. A search with no
  // letter that has case (a Hebrew name, digits) matches the same values case-sensitively.
  const matches = /\p{Cased}/u.test(q) ? 'ilike' : 'like'
  const sources = (union: 'union' | 'union all') =>
    `${number === undefined ? '' : `select id from orders where order_number = ? ${union} `}
     select m.id from orders m join users u on u.id = m.user_id where u.email ${matches} ?
     ${union} select r.order_id from reports r where r.subject_name ${matches} ?`
  const sourceParams = [...(number === undefined ? [] : [number]), like, like]

  if (page === 1) {
    // Only the branch the probe's count picks runs. A narrow search's matches are all in the probe;
    // a broad one tests each order's reports on their own (offset 0 keeps the planner from first
    // gathering every matching report), and with this many matches the page fills within a few
    // thousand orders. The buyers matched by e-mail are few enough to gather first.
    return {
      sql: `with probe as (
         select s.id from (${sources('union all')}) as s (id)
         ${status ? 'join orders o on o.id = s.id and o.status = ?' : ''} limit ?),
       tally as (select count(*)::int as found, count(distinct id)::int as orders from probe)
       select page.id, tally.orders as total, tally.found from tally left join lateral (
         (select o.id, o.created_at from orders o where tally.found > ? and ${byStatus} (
            ${number === undefined ? '' : 'o.order_number = ? or'}
            o.user_id in (select u.id from users u where u.email ${matches} ?)
            or exists (select 1 from reports r where r.order_id = o.id and r.subject_name ${matches} ?
              offset 0))
          order by o.created_at desc, o.id desc limit ?)
         union all
         (select o.id, o.created_at from orders o
          where tally.found <= ? and o.id in (select id from probe)
          order by o.created_at desc, o.id desc limit ?)) as page on true`,
      params: [
        ...sourceParams,
        ...statusParams,
        broadSearch + 1,
        broadSearch,
        ...statusParams,
        ...sourceParams,
        pageSize,
        broadSearch,
        pageSize,
      ],
    }
  }
  return {
    sql: `with matched as (
       select o.id, o.created_at from orders o where ${byStatus} o.id in (${sources('union')}))
     select page.id, (select count(*) from matched)::int as total, null::int as found
     -- one row even past the last page, to carry the count
     from (select 1) as one left join lateral (
       select id from matched order by created_at desc, id desc limit ? offset ?) as page on true`,
    params: [...statusParams, ...sourceParams, pageSize, offset],
  }
}
