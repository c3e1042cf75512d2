import type { AuthSession, AuthUser } from '@shop/domain'
import type { CaughtMail, SmtpCatcher } from '@shop/mail/testing'
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { settled, startDeliveryHarness, type DeliveryHarness } from './testing.ts'

// The API logs e-mails and the worker sends them, so these run both against a real SMTP server.
let harness: DeliveryHarness
let smtp: SmtpCatcher
let api: DeliveryHarness['api']

beforeAll(async () => {
  harness = await startDeliveryHarness('account-links', {
    RATE_LIMIT_ACCOUNT_EMAILS_PER_HOUR: '1000',
  })
  ;({ smtp, api } = harness)
})
afterAll(() => harness?.close())

const linkInvalid = 'הקישור אינו תקף: ייתכן שכבר השתמשתם בו או שפג תוקפו. אפשר לבקש קישור חדש.'

const verifySubject = 'אימות כתובת האימייל · מפה נומרולוגית'

/** A sign-up not yet verified: the answer says only to check the mailbox. */
async function signUpUnverified(password = 'first-password-1') {
  const email = `owner-${randomBytes(4).toString('hex')}@example.co.il`
  const { status, body } = await api('POST', '/api/auth/signup', {
    body: { email, password, name: 'דנה כהן' },
  })
  expect([status, body]).toEqual([202, { success: true, data: {} }])
  return { email, password }
}

/** A sign-up completed by the e-mailed link, which signs in. */
async function signUp(password = 'first-password-1') {
  const { email } = await signUpUnverified(password)
  const token = linkToken(await mailTo(email, verifySubject), 'verify-email')
  const verified = await api<AuthSession>('POST', '/api/auth/email/verify', { body: { token } })
  expect(verified.status).toBe(200)
  return { email, password, session: verified.body.data }
}

async function mailTo(email: string, subject: string): Promise<CaughtMail> {
  const [mail] = await smtp.waitFor((m) => m.envelopeTo.includes(email) && m.subject === subject)
  return mail!
}

/** The token of the link in the e-mail's text part, checked against the HTML's button. */
function linkToken(mail: CaughtMail, page: 'reset-password' | 'verify-email'): string {
  const url = `${harness.shop.deps.env.PUBLIC_URL}/${page}?token=`
  const match = String(mail.text).match(new RegExp(`${url.replace(/[?.]/g, '\\$&')}([\\w-]+)`))
  expect(match, `a ${page} link`).toBeTruthy()
  expect(mail.html).toContain(`href="${url}${match![1]}"`)
  return match![1]!
}

const forgot = (email: string) => api('POST', '/api/auth/password/forgot', { body: { email } })
const reset = (token: string, password: string) =>
  api('POST', '/api/auth/password/reset', { body: { token, password } })
const resetSubject = 'איפוס סיסמה · מפה נומרולוגית'

describe('forgotten password', () => {
  it('answers an unknown e-mail exactly as a known one, and e-mails only the account', async () => {
    const { email } = await signUp()
    const unknown = `nobody-${randomBytes(4).toString('hex')}@example.co.il`
    const known = await forgot(email)
    const stranger = await forgot(unknown)
    expect(known.status).toBe(202)
    expect(stranger.status).toBe(202)
    expect(stranger.body).toEqual(known.body)
    const mail = await mailTo(email, resetSubject)
    expect(mail.text).toContain('הקישור בתוקף ל-60 דקות')
    // The log holds the e-mail's ids, never the link, and the table only the token's hash
    const token = linkToken(mail, 'reset-password')
    const em = harness.shop.db.orm.em.fork()
    const logged = await em.execute(`select context::text from email_log where recipient = ?`, [
      email,
    ])
    expect(JSON.stringify(logged)).not.toContain(token)
    const [stored] = await em.execute<{ count: number }[]>(
      `select count(*)::int as count from account_tokens where token_hash = ?`,
      [token],
    )
    expect(stored!.count).toBe(0)
    await settled(harness.shop)
    expect(smtp.messages.filter((m) => m.envelopeTo.includes(unknown))).toEqual([])
  })

  it('sets the password once, ends every session and tells the owner', async () => {
    const { email, password, session } = await signUp()
    const otherDevice = await api<AuthSession>('POST', '/api/auth/login', {
      body: { email, password },
    })
    await forgot(email)
    const token = linkToken(await mailTo(email, resetSubject), 'reset-password')

    const done = await reset(token, 'second-password-2')
    expect(done.status).toBe(200)
    expect(done.body).toEqual({ success: true, data: {} })

    for (const sessionJwt of [session.sessionJwt, otherDevice.body.data.sessionJwt]) {
      expect((await api('GET', '/api/auth/me', { token: sessionJwt })).status).toBe(401)
    }
    for (const refreshJwt of [session.refreshJwt, otherDevice.body.data.refreshJwt]) {
      expect((await api('POST', '/api/auth/refresh', { body: { refreshJwt } })).status).toBe(401)
    }
    const oldLogin = await api('POST', '/api/auth/login', { body: { email, password } })
    expect(oldLogin.status).toBe(401)
    const newLogin = await api<AuthSession>('POST', '/api/auth/login', {
      body: { email, password: 'second-password-2' },
    })
    expect(newLogin.status).toBe(200)
    // The link reached the owner's mailbox, so the address is proven too
    expect(newLogin.body.data.user.emailVerified).toBe(true)

    const again = await reset(token, 'third-password-3')
    expect(again.status).toBe(400)
    expect(again.body.error?.message).toBe(linkInvalid)

    const changed = await mailTo(email, 'הסיסמה שלכם שונתה · מפה נומרולוגית')
    expect(changed.text).toContain('נותק מכל המכשירים')
  })

  it('refuses an expired link and an older link once a newer one was used', async () => {
    const { email } = await signUp()
    await forgot(email)
    const first = linkToken(await mailTo(email, resetSubject), 'reset-password')
    await harness.shop.db.orm.em.fork().execute(
      `update account_tokens set expires_at = now() - interval '1 second'
         where user_id = (select id from users where email = ?)`,
      [email],
    )
    const expired = await reset(first, 'second-password-2')
    expect(expired.status).toBe(400)
    expect(expired.body.error?.message).toBe(linkInvalid)

    await forgot(email)
    await forgot(email)
    const [second, third] = (
      await smtp.waitFor((m) => m.envelopeTo.includes(email) && m.subject === resetSubject, 3)
    )
      .slice(1)
      .map((mail) => linkToken(mail, 'reset-password'))
    expect((await reset(third!, 'second-password-2')).status).toBe(200)
    expect((await reset(second!, 'third-password-3')).status).toBe(400)
  })

  it('refuses a forged or malformed token with the same Hebrew message', async () => {
    for (const token of [randomBytes(32).toString('base64url'), 'abc', 'x'.repeat(300)]) {
      const { status, body } = await reset(token, 'second-password-2')
      expect(status).toBe(400)
      expect(body.error?.message).toBe(linkInvalid)
    }
  })

  it('holds the new password to the sign-up rules', async () => {
    const { status, body } = await reset(randomBytes(32).toString('base64url'), 'short')
    expect(status).toBe(400)
    expect(body.error?.message).toBe('הסיסמה חייבת להכיל לפחות 8 תווים')
  })
})

describe('e-mail verification', () => {
  it('e-mails a link at sign-up that marks the address verified once and signs in', async () => {
    const { email, password } = await signUpUnverified()
    // Until the link is opened the account answers as a wrong password would
    const early = await api('POST', '/api/auth/login', { body: { email, password } })
    expect([early.status, early.body.error?.message]).toEqual([401, 'שם משתמש או סיסמה שגויים'])
    const mail = await mailTo(email, verifySubject)
    // Greets no one by name: the name was typed by whoever signed up, maybe not the owner
    expect(mail.text).not.toContain('דנה כהן')
    const token = linkToken(mail, 'verify-email')

    const verified = await api<AuthSession>('POST', '/api/auth/email/verify', {
      body: { token },
    })
    expect(verified.status).toBe(200)
    const session = verified.body.data
    expect(session.user).toMatchObject({ email, emailVerified: true })
    const me = await api<{ user: AuthUser }>('GET', '/api/auth/me', { token: session.sessionJwt })
    expect(me.body.data.user.emailVerified).toBe(true)
    expect((await api('POST', '/api/auth/login', { body: { email, password } })).status).toBe(200)

    const again = await api('POST', '/api/auth/email/verify', { body: { token } })
    expect(again.status).toBe(400)
    expect(again.body.error?.message).toBe(linkInvalid)
    const resend = await api('POST', '/api/auth/email/verify/resend', {
      token: session.sessionJwt,
    })
    expect(resend.status).toBe(409)
  })

  it('sends a new link on request to a signed-in unverified customer from before', async () => {
    // Accounts from before verification was required signed in at sign-up, unverified
    const { email, password } = await signUpUnverified()
    await harness.shop.db.orm.em.fork().execute(
      `insert into refresh_tokens (id, user_id, family_id, token_hash, created_at, expires_at, revoked_at)
       select gen_random_uuid(), id, gen_random_uuid(), md5(random()::text) || md5(random()::text),
         now(), now(), now()
       from users where email = ?`,
      [email],
    )
    const login = await api<AuthSession>('POST', '/api/auth/login', { body: { email, password } })
    const session = login.body.data
    expect(session.user.emailVerified).toBe(false)
    expect((await api('POST', '/api/auth/email/verify/resend')).status).toBe(401)
    const resend = await api('POST', '/api/auth/email/verify/resend', {
      token: session.sessionJwt,
    })
    expect(resend.status).toBe(202)
    const mails = await smtp.waitFor(
      (m) => m.envelopeTo.includes(email) && m.subject === verifySubject,
      2,
    )
    const token = linkToken(mails[1]!, 'verify-email')
    expect((await api('POST', '/api/auth/email/verify', { body: { token } })).status).toBe(200)
  })

  it('shows managers which customers verified their address', async () => {
    const { email } = await signUpUnverified()
    const users = await api<{ items: { email: string; email_verified: boolean }[] }>(
      'GET',
      `/api/admin/users?q=${encodeURIComponent(email)}`,
      { token: harness.adminToken },
    )
    expect(users.body.data.items).toEqual([
      expect.objectContaining({ email, email_verified: false }),
    ])
  })
})
