import type pg from 'pg'

const firstNames = `נועה, תמר, מאיה, יעל, שירה, אביגיל, אלה, מיכל, רותם, הילה, דנה, ליאת, אורי,
  יוסי, דוד, איתי, עומר, נועם, אריאל, יונתן, משה, אברהם, רוני, גל, Maya, Daniel, Anna, Lior, Sarah,
  Michael`.split(/,\s*/)
const familyNames = `כהן, לוי, מזרחי, פרץ, ביטון, דהן, אברהם, פרידמן, אזולאי, מלכה, כץ, גבאי, חדד,
  שפירא, עמר, בן דוד, אוחיון, סויסה, Friedman, Levin, Goldberg, Rosen`.split(/,\s*/)
const mailDomains = ['gmail.com', 'walla.co.il', 'yahoo.com', 'hotmail.com', 'bezeqint.net']

/**
 * `count` orders as a shop that has run for a while holds them: about 1.7 per customer, most
 * completed, a few abandoned at checkout or cancelled, the last three days' still in the
 * pipeline; one to three reports each under common Israeli names, some of them gifts; a payment
 * for every paid order, a failed attempt now and then, and the e-mails each order sent. Written
 * in bulk; answers an order number and a customer's e-mail to search for.
 */
export async function seedOrders(pool: pg.Pool, count: number) {
  // One connection throughout: the seeded customers are listed in a temporary table
  const db = await pool.connect()
  try {
    return await seedWith(db, count)
  } finally {
    db.release()
  }
}

async function seedWith(db: pg.PoolClient, count: number) {
  const customers = Math.max(1, Math.round(count * 0.6))
  await db.query(`create temporary table seeded_buyers (buyer int primary key, id uuid not null)`)
  await db.query(
    `with added as (
       insert into users (id, email, password_hash, name, phone, created_at, updated_at)
       select gen_random_uuid(),
         ($2::text[])[1 + abs(hashint4(n)) % cardinality($2::text[])] || '.' || n || '@'
           || ($3::text[])[1 + abs(hashint4(n + 7)) % cardinality($3::text[])],
         'x', ($4::text[])[1 + abs(hashint4(n)) % cardinality($4::text[])],
         '05' || lpad((abs(hashint4(n + 3)) % 100000000)::text, 8, '0'),
         now() - make_interval(days => n % 700), now()
       from generate_series(1, $1) as n
       returning id, email)
     insert into seeded_buyers select split_part(split_part(email, '@', 1), '.', 2)::int, id
     from added`,
    [
      customers,
      ['noa', 'tamar', 'maya', 'dana', 'yossi', 'ori', 'itay', 'gal'],
      mailDomains,
      firstNames,
    ],
  )
  // Older than the delivery promise: completed unless abandoned or cancelled; newer: in progress.
  await db.query(
    `insert into orders (id, user_id, status, unit_price_agorot, subtotal_agorot,
       vat_rate_basis_points, vat_agorot, total_agorot, created_at, updated_at, paid_at, due_at,
       receipt_number)
     select gen_random_uuid(), b.id, s.status, 18000, 18000 * s.reports, 1700,
       3060 * s.reports, 21060 * s.reports, s.created_at, s.created_at,
       case when s.status not in ('pending', 'cancelled') then s.created_at end,
       case when s.status not in ('pending', 'cancelled') then s.created_at + interval '72 hours' end,
       case when s.status not in ('pending', 'cancelled') then 1000000 + s.n end
     from (
       select n, now() - make_interval(mins => n) as created_at,
         case when abs(hashint4(n)) % 100 < 7 then 'pending'
              when abs(hashint4(n)) % 100 < 10 then 'cancelled'
              when n > 72 * 60 then 'completed'
              else (array['paid', 'processing', 'ready'])[1 + n % 3] end as status,
         case when abs(hashint4(n + 1)) % 100 < 70 then 1
              when abs(hashint4(n + 1)) % 100 < 92 then 2 else 3 end as reports
       from generate_series(1, $1) as n) as s
     join seeded_buyers b on b.buyer = 1 + abs(hashint4(s.n + 5)) % $2`,
    [count, customers],
  )
  await db.query(
    `insert into reports (id, order_id, position, subject_name, date_of_birth, phone, status,
       is_gift, recipient_email, gift_message, relation_to_buyer, created_at, updated_at, ready_at)
     select gen_random_uuid(), o.id, p,
       ($1::text[])[1 + abs(hashint4(o.order_number * 3 + p)) % cardinality($1::text[])] || ' ' ||
         ($2::text[])[1 + abs(hashint4(o.order_number * 5 + p)) % cardinality($2::text[])],
       date '1950-01-01' + abs(hashint4(o.order_number + p)) % 25000, '0501234567',
       case when o.status in ('ready', 'completed') then 'ready'
            when o.status = 'processing' then 'processing' else 'pending' end,
       g.gift, case when g.gift then 'gift.' || o.order_number || '@example.co.il' end,
       case when g.gift then 'מזל טוב! מתנה קטנה בשבילך' end,
       case when g.gift then 'חברה' else 'עצמי' end,
       o.created_at, o.created_at,
       case when o.status in ('ready', 'completed') then o.created_at + interval '2 days' end
     from orders o join seeded_buyers b on b.id = o.user_id
     cross join generate_series(0, 2) as p
     cross join lateral (select abs(hashint4(o.order_number * 7 + p)) % 100 < 15 as gift) as g
     where p < o.subtotal_agorot / 18000`,
    [firstNames, familyNames],
  )
  await db.query(
    `insert into payments (id, order_id, provider, provider_reference, amount_agorot, status,
       error, created_at, updated_at)
     select gen_random_uuid(), o.id, 'sandbox', 'seed-' || o.order_number, o.total_agorot,
       'captured', null, o.paid_at, o.paid_at
     from orders o join seeded_buyers b on b.id = o.user_id where o.paid_at is not null
     union all
     select gen_random_uuid(), o.id, 'sandbox', null, o.total_agorot, 'failed', 'הכרטיס נדחה',
       o.created_at, o.created_at
     from orders o join seeded_buyers b on b.id = o.user_id
     where abs(hashint4(o.order_number + 11)) % 100 < 3`,
  )
  await db.query(
    `insert into email_log (id, idempotency_key, order_id, recipient, template, status, attempts,
       sent_at, published_at, created_at, updated_at, context)
     select gen_random_uuid(), 'seed-' || o.order_number || '-' || e.kind || '-' || e.report,
       o.id, e.recipient, e.template, 'sent', 1, e.at, e.at, e.at, e.at, e.context
     from orders o join seeded_buyers b on b.id = o.user_id join users u on u.id = o.user_id
     cross join lateral (
       select 'paid' as kind, 0 as report, u.email as recipient,
         'payment-confirmation' as template, o.paid_at as at, '{}'::jsonb as context
       where o.paid_at is not null
       union all
       select 'ready', r.position, coalesce(r.recipient_email, u.email),
         case when r.is_gift then 'gift-report-ready' else 'report-ready' end, r.ready_at,
         jsonb_build_object('reportId', r.id)
       from reports r where r.order_id = o.id and r.ready_at is not null) as e`,
  )
  // What autovacuum does for a live shop: index-only scans need the visibility map.
  await db.query('vacuum analyze')
  const {
    rows: [sample],
  } = await db.query<{ order_number: number; email: string }>(
    `select o.order_number, u.email from orders o join seeded_buyers b on b.id = o.user_id
     join users u on u.id = o.user_id order by o.order_number desc offset $1 limit 1`,
    [Math.floor(count / 2)],
  )
  await db.query('drop table seeded_buyers')
  return { orders: count, someOrderNumber: sample!.order_number, someEmail: sample!.email }
}
