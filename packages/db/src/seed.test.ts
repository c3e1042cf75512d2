import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seed } from './seed.ts'
import { createTestDatabase, type TestDatabase } from './testing.ts'
import { verifyPassword } from './users/password.ts'

let db: TestDatabase
beforeAll(async () => {
  db = await createTestDatabase('seed')
})
afterAll(() => db?.drop())

const admin = {
  adminTenantId: 'shop-admins',
  adminEmail: 'Admin@Shop.co.il',
  adminPassword: 'first-password',
}

describe('seed', () => {
  it('adds the default settings, the document counters and the admin with its tenant', async () => {
    const result = await seed(db.orm.em.fork(), admin)
    expect(result.admin).toEqual({ email: 'admin@shop.co.il', created: true })
    const em = db.orm.em.fork()
    expect(await em.execute('select key, value from settings order by key')).toEqual([
      { key: 'business_address', value: '' },
      { key: 'business_name', value: '' },
      { key: 'dealer_number', value: '' },
      { key: 'map_price', value: '180' },
    ])
    expect(await em.execute(`select name, value from counters order by name`)).toEqual([
      { name: 'credit_number', value: 0 },
      { name: 'receipt_number', value: 0 },
    ])
    expect(
      await em.execute(
        `select u.email, m.tenant_id from users u join tenant_memberships m on m.user_id = u.id`,
      ),
    ).toEqual([{ email: 'admin@shop.co.il', tenant_id: 'shop-admins' }])
  })

  it('is idempotent and keeps what a manager changed', async () => {
    const em = db.orm.em.fork()
    await em.execute(`update settings set value = '200' where key = 'map_price'`)
    const again = await seed(db.orm.em.fork(), admin)
    expect(again.admin?.created).toBe(false)
    expect(await em.execute(`select value from settings where key = 'map_price'`)).toEqual([
      { value: '200' },
    ])
    expect(await em.execute('select count(*)::int as n from users')).toEqual([{ n: 1 }])
    expect(await em.execute('select count(*)::int as n from tenant_memberships')).toEqual([
      { n: 1 },
    ])
  })

  it('takes a changed ADMIN_PASSWORD as the new password', async () => {
    await seed(db.orm.em.fork(), { ...admin, adminPassword: 'second-password' })
    const [row] = await db.orm.em
      .fork()
      .execute<{ password_hash: string }[]>('select password_hash from users')
    expect(await verifyPassword('second-password', row!.password_hash)).toBe(true)
  })

  it('seeds no admin without both e-mail and password', async () => {
    expect(await seed(db.orm.em.fork(), { adminTenantId: 'shop-admins' })).toEqual({})
  })
})
