import { linkToken, typedSql } from '@shop/db'
import { he, type AuthSession } from '@shop/domain'
import { sign } from 'hono/jwt'
import { scrypt } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { issueAccountTokenByEmail } from '../auth/account-tokens.ts'
import { rotationGraceSeconds } from '../auth/refresh-tokens.ts'
import {
  client,
  createTestApp,
  signUpCustomer,
  signUpVerified,
  verificationToken,
  type TestApp,
} from '../testing.ts'

// Watched, not replaced: every password hash still runs, and the tests count them
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof import('node:crypto')>()
  return { ...crypto, scrypt: vi.fn(crypto.scrypt) }
})

let shop: TestApp
let api: ReturnType<typeof client>

beforeAll(async () => {
  shop = await createTestApp('auth', { env: { RATE_LIMIT_PER_MINUTE: '1000' } })
  api = client(shop)
})
afterAll(() => shop?.close())

let counter = 0
const newEmail = () => `customer${++counter}-${Date.now()}@example.co.il`

/** A customer who signed up and opened the e-mailed link, which signs in. */
async function signup(email = newEmail(), password = 'correct-horse-1') {
  const session = await signUpVerified(shop, {
    email,
    password,
    name: 'דנה כהן',
    phone: '050-1234567',
  })
  return { email, password, ...session }
}

describe('sign-up', () => {
  it('creates the account, hashes the password, and signs in once the link is opened', async () => {
    const { status, body } = await api('POST', '/api/auth/signup', {
      body: {
        email: 'New.Customer@Example.co.il',
        password: 'correct-horse-1',
        name: 'דנה כהן',
        phone: '050-1234567',
      },
    })
    expect([status, body]).toEqual([202, { success: true, data: {} }])
    const verified = await api<AuthSession>('POST', '/api/auth/email/verify', {
      body: { token: await verificationToken(shop, 'new.customer@example.co.il') },
    })
    const session = verified.body.data
    expect(session.user).toEqual({
      userId: expect.any(String),
      name: 'דנה כהן',
      email: 'new.customer@example.co.il',
      phone: '050-1234567',
      loginIds: ['new.customer@example.co.il'],
      tenants: [],
      roles: [],
      emailVerified: true,
    })
    expect(session.sessionJwt.split('.')).toHaveLength(3)
    const [row] = await shop.db.orm.em
      .fork()
      .execute<{ password_hash: string }[]>('select password_hash from users where email = ?', [
        'new.customer@example.co.il',
      ])
    expect(row!.password_hash).toMatch(/^scrypt\$/)
    expect(row!.password_hash).not.toContain('correct-horse-1')
  })

  it('refuses a short password with the Hebrew policy message', async () => {
    const { status, body } = await api('POST', '/api/auth/signup', {
      body: { email: newEmail(), password: 'short' },
    })
    expect(status).toBe(400)
    expect(body.error?.message).toBe('הסיסמה חייבת להכיל לפחות 8 תווים')
  })

  it('answers an e-mail that already has an account exactly as a new one, and keeps the account', async () => {
    const { email, password } = await signup()
    const taken = await api('POST', '/api/auth/signup', {
      body: { email: email.toUpperCase(), password: 'lemon-tiger-harbour-9' },
    })
    const fresh = await api('POST', '/api/auth/signup', {
      body: { email: newEmail(), password: 'lemon-tiger-harbour-9' },
    })
    expect([taken.status, taken.body]).toEqual([fresh.status, fresh.body])
    expect((await api('POST', '/api/auth/login', { body: { email, password } })).status).toBe(200)
  })
})

describe('account lookup', () => {
  it('does not exist: nothing answers whether an e-mail has an account', async () => {
    const { email } = await signup()
    const { status, body } = await api('POST', '/api/auth/lookup', { body: { email } })
    expect(status).toBe(404)
    expect(JSON.stringify(body)).not.toContain('exists')
  })
})

describe('login', () => {
  it('answers a session for the right password', async () => {
    const { email, password, user } = await signup()
    const { status, body } = await api<AuthSession>('POST', '/api/auth/login', {
      body: { email, password },
    })
    expect(status).toBe(200)
    expect(body.data.user.userId).toBe(user.userId)
  })

  it('answers the same 401 for a wrong password and for an unknown e-mail', async () => {
    const { email } = await signup()
    const wrong = await api('POST', '/api/auth/login', {
      body: { email, password: 'wrong-password' },
    })
    const unknown = await api('POST', '/api/auth/login', {
      body: { email: 'nobody@example.co.il', password: 'wrong-password' },
    })
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401)
      expect(answer.body).toEqual({
        success: false,
        error: { message: 'שם משתמש או סיסמה שגויים', code: 'E011001' },
      })
    }
  })

  it('derives one password hash at OWASP cost, for a known and for an unknown e-mail', async () => {
    const { email, password } = await signup()
    for (const body of [
      { email, password },
      { email: newEmail(), password },
    ]) {
      vi.mocked(scrypt).mockClear()
      await api('POST', '/api/auth/login', { body })
      expect(vi.mocked(scrypt).mock.calls.map((call) => call[3])).toEqual([
        expect.objectContaining({ N: 2 ** 17, r: 8, p: 1 }),
      ])
    }
  })

  it('takes about as long for an unknown e-mail as for a wrong password', async () => {
    const { email } = await signup()
    const time = async (body: object) => {
      const started = performance.now()
      await api('POST', '/api/auth/login', { body })
      return performance.now() - started
    }
    const wrong: number[] = []
    const unknown: number[] = []
    // Interleaved medians, so load from other suites on the machine hits both sides alike.
    for (let i = 0; i < 5; i++) {
      wrong.push(await time({ email, password: 'wrong-password' }))
      unknown.push(await time({ email: 'nobody@example.co.il', password: 'wrong-password' }))
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[2]!
    // Without the decoy hash an unknown e-mail answers in about 1 ms against hundreds.
    expect(median(unknown) / median(wrong)).toBeGreaterThan(0.33)
    expect(median(unknown) / median(wrong)).toBeLessThan(3)
  })
})

/** Moves the user's spent refresh tokens back past the grace another tab's refresh gets. */
async function spentLongAgo(userId: string) {
  await typedSql(shop.db.orm.em.fork())
    .updateTable('refresh_tokens')
    .set({ spent_at: new Date(Date.now() - (rotationGraceSeconds + 1) * 1000) })
    .where('user_id', '=', userId)
    .where('spent_at', 'is not', null)
    .execute()
}

describe('refresh tokens', () => {
  it('rotate on every use: the new one works, the spent one does not', async () => {
    const first = await signup()
    const rotated = await api<AuthSession>('POST', '/api/auth/refresh', {
      body: { refreshJwt: first.refreshJwt },
    })
    expect(rotated.status).toBe(200)
    expect(rotated.body.data.refreshJwt).not.toBe(first.refreshJwt)
    expect(rotated.body.data.user.userId).toBe(first.user.userId)
    const again = await api<AuthSession>('POST', '/api/auth/refresh', {
      body: { refreshJwt: rotated.body.data.refreshJwt },
    })
    expect(again.status).toBe(200)
  })

  it('revoke the whole family when a spent token is presented again', async () => {
    const first = await signup()
    const second = await api<AuthSession>('POST', '/api/auth/refresh', {
      body: { refreshJwt: first.refreshJwt },
    })
    await spentLongAgo(first.user.userId)
    const reuse = await api('POST', '/api/auth/refresh', { body: { refreshJwt: first.refreshJwt } })
    expect(reuse.status).toBe(401)
    // The legitimate successor is revoked too: whoever holds the family must sign in again.
    const successor = await api('POST', '/api/auth/refresh', {
      body: { refreshJwt: second.body.data.refreshJwt },
    })
    expect(successor.status).toBe(401)
  })

  it('give a second tab presenting the token the first just spent a successor of its own', async () => {
    const first = await signup()
    const firstTab = await api<AuthSession>('POST', '/api/auth/refresh', {
      body: { refreshJwt: first.refreshJwt },
    })
    // The second tab read the token before the first tab's new one reached its storage
    const secondTab = await api<AuthSession>('POST', '/api/auth/refresh', {
      body: { refreshJwt: first.refreshJwt },
    })
    expect(secondTab.status).toBe(200)
    expect(secondTab.body.data.user.userId).toBe(first.user.userId)
    for (const tab of [firstTab, secondTab]) {
      expect((await api('GET', '/api/auth/me', { token: tab.body.data.sessionJwt })).status).toBe(
        200,
      )
      const next = await api('POST', '/api/auth/refresh', {
        body: { refreshJwt: tab.body.data.refreshJwt },
      })
      expect(next.status).toBe(200)
    }
  })

  it('stop working after logout, while another login of the same user keeps working', async () => {
    const first = await signup()
    const other = await api<AuthSession>('POST', '/api/auth/login', {
      body: { email: first.email, password: first.password },
    })
    expect(
      (await api('POST', '/api/auth/logout', { body: { refreshJwt: first.refreshJwt } })).status,
    ).toBe(200)
    expect(
      (await api('POST', '/api/auth/refresh', { body: { refreshJwt: first.refreshJwt } })).status,
    ).toBe(401)
    expect(
      (await api('POST', '/api/auth/refresh', { body: { refreshJwt: other.body.data.refreshJwt } }))
        .status,
    ).toBe(200)
  })

  it('end the session token of the family at once when a spent token is reused', async () => {
    const first = await signup()
    const second = await api<AuthSession>('POST', '/api/auth/refresh', {
      body: { refreshJwt: first.refreshJwt },
    })
    const successorSession = second.body.data.sessionJwt
    expect((await api('GET', '/api/auth/me', { token: successorSession })).status).toBe(200)
    await spentLongAgo(first.user.userId)
    await api('POST', '/api/auth/refresh', { body: { refreshJwt: first.refreshJwt } })
    expect((await api('GET', '/api/auth/me', { token: first.sessionJwt })).status).toBe(401)
    expect((await api('GET', '/api/auth/me', { token: successorSession })).status).toBe(401)
  })

  it('refuse an unknown token', async () => {
    expect(
      (await api('POST', '/api/auth/refresh', { body: { refreshJwt: 'made-up' } })).status,
    ).toBe(401)
  })
})

describe('logout', () => {
  it('ends the session token at once and leaves other logins signed in', async () => {
    const first = await signup()
    const other = await api<AuthSession>('POST', '/api/auth/login', {
      body: { email: first.email, password: first.password },
    })
    expect((await api('GET', '/api/auth/me', { token: first.sessionJwt })).status).toBe(200)
    const logout = await api('POST', '/api/auth/logout', { body: { refreshJwt: first.refreshJwt } })
    expect(logout.status).toBe(200)
    const me = await api('GET', '/api/auth/me', { token: first.sessionJwt })
    expect(me.status).toBe(401)
    expect(me.body.error?.message).toBe('נדרשת התחברות')
    expect((await api('GET', '/api/auth/me', { token: other.body.data.sessionJwt })).status).toBe(
      200,
    )
  })

  it('clears the queue board cookie', async () => {
    const { refreshJwt } = await signup()
    const { response } = await api('POST', '/api/auth/logout', { body: { refreshJwt } })
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^queue_board_session=;/)
    expect(cookie).toMatch(/Max-Age=0/)
    expect(cookie).toMatch(/Path=\/admin\/queues/)
    expect(cookie).toMatch(/HttpOnly/)
  })
})

describe('me', () => {
  it('answers the user for a valid bearer and 401 without one or with a forged one', async () => {
    const session = await signup()
    const me = await api<{ user: { userId: string } }>('GET', '/api/auth/me', {
      token: session.sessionJwt,
    })
    expect(me.status).toBe(200)
    expect(me.body.data.user.userId).toBe(session.user.userId)
    expect((await api('GET', '/api/auth/me')).status).toBe(401)
    const [header, , signature] = session.sessionJwt.split('.')
    const forgedClaims = Buffer.from(
      JSON.stringify({ sub: session.user.userId, exp: 9999999999 }),
    ).toString('base64url')
    expect(
      (await api('GET', '/api/auth/me', { token: `${header}.${forgedClaims}.${signature}` }))
        .status,
    ).toBe(401)
  })

  it('refuses a correctly signed token without exp or without sid', async () => {
    const session = await signup()
    const claims = JSON.parse(
      Buffer.from(session.sessionJwt.split('.')[1]!, 'base64url').toString(),
    ) as Record<string, unknown>
    expect(claims.sid).toEqual(expect.any(String))
    const secret = shop.deps.env.JWT_SECRET
    const without = (key: string) =>
      Object.fromEntries(Object.entries(claims).filter(([name]) => name !== key))
    expect((await api('GET', '/api/auth/me', { token: await sign(claims, secret) })).status).toBe(
      200,
    )
    for (const payload of [without('exp'), without('sid')]) {
      const token = await sign(payload, secret, 'HS256')
      expect((await api('GET', '/api/auth/me', { token })).status).toBe(401)
    }
  })
})

describe('account deletion', () => {
  it('soft-deletes the user, revokes every session, refuses login and records the event', async () => {
    const session = await signup()
    const deleted = await api('DELETE', '/api/auth/me', { token: session.sessionJwt })
    expect(deleted.status).toBe(200)
    const em = shop.db.orm.em.fork()
    const [row] = await em.execute<{ deleted: boolean }[]>(
      'select deleted_at is not null as deleted from users where id = ?',
      [session.user.userId],
    )
    expect(row!.deleted).toBe(true)
    expect((await api('GET', '/api/auth/me', { token: session.sessionJwt })).status).toBe(401)
    // A session token issued before the deletion is refused on every route, not only on /me
    expect((await api('GET', '/api/orders', { token: session.sessionJwt })).status).toBe(401)
    expect(
      (await api('POST', '/api/auth/refresh', { body: { refreshJwt: session.refreshJwt } })).status,
    ).toBe(401)
    const login = await api('POST', '/api/auth/login', {
      body: { email: session.email, password: session.password },
    })
    expect(login.status).toBe(401)
    expect(login.body.error?.code).toBe('E011001')
    const events = await em.execute(
      `select type, payload from outbox_events where type = 'user.deleted'`,
    )
    expect(events).toContainEqual({
      type: 'user.deleted',
      payload: { userId: session.user.userId, orderIds: [] },
    })
  })
})

describe('password sign-in disabled', () => {
  it('answers E061001 for login and sign-up', async () => {
    const closed = await createTestApp('auth_disabled', {
      env: { PASSWORD_SIGNIN_ENABLED: 'false' },
    })
    try {
      const call = client(closed)
      const login = await call('POST', '/api/auth/login', {
        body: { email: 'a@b.co.il', password: 'whatever-1' },
      })
      expect(login.status).toBe(403)
      expect(login.body.error).toEqual({
        message: 'אימות סיסמה אינו מופעל. אנא פנה למנהל המערכת.',
        code: 'E061001',
      })
      const signupAnswer = await call('POST', '/api/auth/signup', {
        body: { email: 'a@b.co.il', password: 'whatever-1' },
      })
      expect(signupAnswer.body.error?.code).toBe('E061001')
    } finally {
      await closed.close()
    }
  })
})

describe('rate limits', () => {
  it('answer 429 in Hebrew past RATE_LIMIT_PER_MINUTE on the auth calls', async () => {
    const limited = await createTestApp('auth_limits', { env: { RATE_LIMIT_PER_MINUTE: '3' } })
    try {
      const call = client(limited)
      const statuses: number[] = []
      for (let i = 0; i < 5; i++) {
        statuses.push(
          (
            await call('POST', '/api/auth/login', {
              body: { email: 'x@y.co.il', password: 'nope-nope' },
            })
          ).status,
        )
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429])
      // Sign-up counts in its own bucket, so sign-in attempts do not use it up
      const signups: number[] = []
      for (let i = 0; i < 3; i++) {
        const email = `limited${i}@y.co.il`
        signups.push(
          (
            await call('POST', '/api/auth/signup', {
              body: { email, password: 'lemon-tiger-harbour-9' },
            })
          ).status,
        )
      }
      expect(signups).toEqual([202, 202, 202])
      const limitedAnswer = await call('POST', '/api/auth/signup', {
        body: { email: 'x@y.co.il', password: 'lemon-tiger-harbour-9' },
      })
      expect(limitedAnswer.status).toBe(429)
      expect(limitedAnswer.body.error?.message).toBe('יותר מדי בקשות. אנא נסה שוב בעוד דקה.')
      expect(limitedAnswer.response.headers.get('retry-after')).toMatch(/^\d+$/)
      const refresh = []
      for (let i = 0; i < 4; i++)
        refresh.push(
          (await call('POST', '/api/auth/refresh', { body: { refreshJwt: 'x' } })).status,
        )
      expect(refresh).toEqual([401, 401, 401, 429])
    } finally {
      await limited.close()
    }
  })
})

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
    const token = linkToken('account-token', issued!.id, shop.deps.env.JWT_SECRET)
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
