import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { foldTallies, liveUsersTallied, readOrderTallies } from './tallies.ts'
import { createTestDatabase, type TestDatabase } from './testing.ts'
import { typedSql } from './typed-sql.ts'

let db: TestDatabase
beforeAll(async () => {
  db = await createTestDatabase('tallies')
})
afterAll(() => db?.drop())

/** What counting the orders themselves says, in the tallies' shape. */
async function counted() {
  const rows = await db.orm.em
    .fork()
    .execute<{ status: string; live: boolean; orders: string; total_agorot: string }[]>(
      `select status, deleted_at is null as live, count(*) as orders, sum(total_agorot) as total_agorot
     from orders group by 1, 2`,
    )
  return sorted(
    rows.map((row) => ({
      status: row.status,
      live: row.live,
      orders: Number(row.orders),
      totalAgorot: Number(row.total_agorot),
    })),
  )
}
const sorted = <T extends { status: string; live: boolean }>(rows: T[]) =>
  rows
    .filter((row) => !('orders' in row) || row.orders !== 0)
    .sort((a, b) => `${a.status}${a.live}`.localeCompare(`${b.status}${b.live}`))
const tallied = async () => sorted(await readOrderTallies(db.orm.em.fork()))

async function placeOrders(count: number, totalAgorot: number) {
  await db.orm.em.fork().execute(
    `insert into orders (id, user_id, status, unit_price_agorot, subtotal_agorot,
       vat_rate_basis_points, vat_agorot, total_agorot, created_at, updated_at)
     select gen_random_uuid(), (select id from users limit 1), 'pending', ?, ?, 0, 0, ?, now(), now()
     from generate_series(1, ?)`,
    [totalAgorot, totalAgorot, totalAgorot, count],
  )
}

describe('tallies', () => {
  it('follow every write to the orders exactly, folded or not', async () => {
    const em = db.orm.em.fork()
    await em.execute(
      `insert into users (id, email, password_hash, created_at, updated_at)
       values (gen_random_uuid(), 'tally@example.co.il', 'x', now(), now())`,
    )
    expect(await tallied()).toEqual([])

    await placeOrders(5, 21060)
    await placeOrders(1, 10000)
    expect(await tallied()).toEqual(await counted())

    await em.execute(`update orders set status = 'paid' where total_agorot = 21060`)
    await em.execute(
      `update orders set status = 'processing' where id in (select id from orders where status = 'paid' limit 2)`,
    )
    // A write that changes nothing counted appends nothing
    const before = await em.execute<{ rows: number }[]>(
      `select count(*)::int as rows from tallies where kind = 'orders'`,
    )
    await em.execute(`update orders set updated_at = now()`)
    expect(
      await em.execute(`select count(*)::int as rows from tallies where kind = 'orders'`),
    ).toEqual(before)

    await foldTallies(db.orm.em.fork())
    expect(await tallied()).toEqual(await counted())
    expect(
      await em.execute(`select count(*)::int as rows from tallies where kind = 'orders'`),
    ).toEqual([{ rows: 3 }])

    await em.execute(`update orders set deleted_at = now() where status = 'processing'`)
    await em.execute(
      `update orders set total_agorot = 0, subtotal_agorot = 0 where status = 'pending'`,
    )
    await em.execute(
      `delete from orders where id in (select id from orders where status = 'paid' limit 1)`,
    )
    expect(await tallied()).toEqual(await counted())
    expect((await tallied()).find((tally) => tally.status === 'processing')).toEqual({
      status: 'processing',
      live: false,
      orders: 2,
      totalAgorot: 42120,
    })
  })

  it('stay exact when two folds and writers run at once', async () => {
    for (let round = 0; round < 5; round++) await placeOrders(3, 500)
    await Promise.all([
      foldTallies(db.orm.em.fork()),
      placeOrders(2, 700),
      foldTallies(db.orm.em.fork()),
      db.orm.em.fork().execute(`update orders set status = 'cancelled' where total_agorot = 500`),
      foldTallies(db.orm.em.fork()),
    ])
    expect(await tallied()).toEqual(await counted())
  })

  it('count the users whose account is not deleted', async () => {
    const em = db.orm.em.fork()
    const liveUsers = async () => {
      const db = typedSql(em)
      const row = await db
        .selectNoFrom((eb) => [
          liveUsersTallied(db).as('tallied'),
          eb
            .selectFrom('users')
            .select((count) => count.fn.countAll().as('users'))
            .where('deleted_at', 'is', null)
            .as('counted'),
        ])
        .executeTakeFirstOrThrow()
      return [Number(row.tallied), Number(row.counted)]
    }
    await em.execute(
      `insert into users (id, email, password_hash, created_at, updated_at)
       select gen_random_uuid(), 'many-' || n || '@example.co.il', 'x', now(), now()
       from generate_series(1, 4) as n`,
    )
    await em.execute(`update users set deleted_at = now() where email = 'many-1@example.co.il'`)
    await foldTallies(db.orm.em.fork())
    await em.execute(`delete from users where email = 'many-2@example.co.il'`)
    const [tallied, counted] = await liveUsers()
    expect(tallied).toBe(counted)
    expect(counted).toBeGreaterThan(1)
  })
})
