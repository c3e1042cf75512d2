import type pg from 'pg'

const names = ['נועה לוי', 'דנה כהן', 'יוסי מזרחי', 'Maya Friedman', 'אורי ביטון', 'שירה פרץ']

/**
 * `count` orders of `count / 20` customers in every status, each with one or two reports, written
 * in bulk; answers an order number and an e-mail to search for.
 */
export async function seedOrders(db: pg.Pool, count: number) {
  const customers = Math.max(1, Math.floor(count / 20))
  const tag = Date.now()
  await db.query(
    `insert into users (id, email, password_hash, name, created_at, updated_at)
     select gen_random_uuid(), 'seeded-' || n || '-' || $2 || '@example.co.il', 'x',
       'לקוח ' || n, now() - make_interval(days => n % 400), now()
     from generate_series(1, $1) as n`,
    [customers, tag],
  )
  await db.query(
    `with buyers as (
       select id, row_number() over () as buyer from users where email like 'seeded-%-' || $2 || '@%')
     insert into orders (id, user_id, status, unit_price_agorot, subtotal_agorot,
       vat_rate_basis_points, vat_agorot, total_agorot, created_at, updated_at, paid_at, due_at,
       receipt_number)
     select gen_random_uuid(), b.id,
       (array['pending','paid','processing','ready','completed','cancelled'])[1 + n % 6],
       18000, 18000, 1700, 3060, 21060,
       now() - make_interval(mins => n), now(),
       case when n % 6 between 1 and 4 then now() - make_interval(mins => n) end,
       case when n % 6 between 1 and 4 then now() - make_interval(mins => n) + interval '72 hours' end,
       case when n % 6 between 1 and 4 then 1000000 + n end
     from generate_series(1, $1) as n join buyers b on b.buyer = 1 + n % $3`,
    [count, tag, customers],
  )
  await db.query(
    `insert into reports (id, order_id, position, subject_name, date_of_birth, phone, status,
       created_at, updated_at)
     select gen_random_uuid(), o.id, p, ($2::text[])[1 + (o.order_number + p) % $3],
       date '1980-01-01' + (o.order_number % 9000), '0501234567',
       case when o.status in ('ready', 'completed') then 'ready' else 'pending' end, now(), now()
     from orders o cross join generate_series(0, 1) as p
     where (p = 0 or o.order_number % 3 = 0)
       and o.user_id in (select id from users where email like 'seeded-%-' || $1 || '@%')`,
    [tag, names, names.length],
  )
  // What autovacuum does for a live shop: index-only scans need the visibility map.
  await db.query('vacuum analyze')
  const {
    rows: [sample],
  } = await db.query<{ order_number: number; email: string }>(
    `select o.order_number, u.email from orders o join users u on u.id = o.user_id
     where u.email like 'seeded-%' order by o.order_number desc offset $1 limit 1`,
    [Math.floor(count / 2)],
  )
  return { orders: count, someOrderNumber: sample!.order_number, someEmail: sample!.email }
}
