import { he } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { issueAccountTokenByEmail } from '../auth/account-tokens.ts'
import { client, createTestApp, signUpCustomer, type TestApp } from '../testing.ts'
import { accountToken } from '@shop/db'

let shop: TestApp
let api: ReturnType<typeof client>

beforeAll(async () => {
  shop = await createTestApp('password-rules', { env: { RATE_LIMIT_PER_MINUTE: '1000' } })
  api = client(shop.app)
})
afterAll(() => shop?.close())

let counter = 0
const newEmail = () => `dana${++counter}-${Date.now()}@example.co.il`
const { passwordStrength } = he.auth

describe('a new password', () => {
  it.each([
    ['a common one', '12345678', passwordStrength.tooCommon],
    ['eight spaces', '        ', passwordStrength.tooWeak],
  ])('is refused at sign-up when it is %s, saying why in Hebrew', async (_, password, message) => {
    const email = newEmail()
    const { status, body } = await api('POST', '/api/auth/signup', { body: { email, password } })
    expect(status).toBe(400)
    expect(body.error?.message).toBe(message)
    const users = await shop.db.orm.em
      .fork()
      .execute('select 1 from users where email = ?', [email])
    expect(users).toHaveLength(0)
  })

  it("is refused at sign-up when it is the account's own e-mail or name", async () => {
    const email = newEmail()
    for (const body of [
      { email, password: email },
      { email, password: 'Ronit-Shaharabani', name: 'רונית Shaharabani' },
    ]) {
      const answer = await api('POST', '/api/auth/signup', { body })
      expect(answer.status).toBe(400)
      expect(answer.body.error?.message).toBe(passwordStrength.personal)
    }
  })

  it('is refused at a password reset, and the link still works for a good one', async () => {
    const { email } = await signUpCustomer(api)
    const issued = await shop.db.orm.em
      .fork()
      .transactional((tx) => issueAccountTokenByEmail(tx, email, 'reset', shop.deps.env.JWT_SECRET))
    const token = accountToken(issued!.id, shop.deps.env.JWT_SECRET)
    const weak = await api('POST', '/api/auth/password/reset', {
      body: { token, password: email },
    })
    expect(weak.status).toBe(400)
    expect(weak.body.error?.message).toBe(passwordStrength.personal)
    const common = await api('POST', '/api/auth/password/reset', {
      body: { token, password: 'password1234' },
    })
    expect(common.body.error?.message).toBe(passwordStrength.tooCommon)
    const good = await api('POST', '/api/auth/password/reset', {
      body: { token, password: 'lemon-tiger-harbour-9' },
    })
    expect(good.status).toBe(200)
  })
})
