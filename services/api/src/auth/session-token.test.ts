import { sign } from 'hono/jwt'
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { sessionLifetimeSeconds, signSessionToken, verifySessionToken } from './session-token.ts'

const secret = 'a-test-secret-that-is-long-enough-0123456789'
const user = {
  userId: randomUUID(),
  name: 'בודק',
  email: 'tester@example.co.il',
  phone: null,
  loginIds: ['tester@example.co.il'],
  tenants: [{ tenantId: 'shop-admins' }],
  roles: ['admin'],
  emailVerified: true,
}
const sid = randomUUID()
const now = Date.now()
const seconds = Math.floor(now / 1000)
const claims = {
  sub: user.userId,
  sid,
  email: user.email,
  tenants: ['shop-admins'],
  roles: ['admin'],
  iat: seconds,
  exp: seconds + 60,
}
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

describe('session tokens', () => {
  it('answers the claims of a token the shop signed, until it expires', async () => {
    const token = await signSessionToken(user, sid, secret, now)
    expect(verifySessionToken(token, secret, now)).toMatchObject({
      sub: user.userId,
      sid,
      email: user.email,
      tenants: ['shop-admins'],
      roles: ['admin'],
    })
    const lastMoment = now + (sessionLifetimeSeconds - 1) * 1000
    expect(verifySessionToken(token, secret, lastMoment)).toBeDefined()
    expect(verifySessionToken(token, secret, now + sessionLifetimeSeconds * 1000)).toBeUndefined()
  })

  it('refuses a token signed with another secret, or changed after signing', async () => {
    const token = await signSessionToken(user, sid, secret, now)
    expect(verifySessionToken(token, `${secret}-other`, now)).toBeUndefined()
    const [header, , signature] = token.split('.')
    const forged = `${header}.${base64url({ ...claims, sub: randomUUID() })}.${signature}`
    expect(verifySessionToken(forged, secret, now)).toBeUndefined()
    expect(verifySessionToken(`${token}.extra`, secret, now)).toBeUndefined()
    expect(verifySessionToken(token.slice(0, -2), secret, now)).toBeUndefined()
    expect(verifySessionToken('not-a-token', secret, now)).toBeUndefined()
  })

  it('refuses any algorithm but HS256, the unsigned one above all', async () => {
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`
    expect(verifySessionToken(unsigned, secret, now)).toBeUndefined()
    expect(verifySessionToken(await sign(claims, secret, 'HS512'), secret, now)).toBeUndefined()
    expect(verifySessionToken(await sign(claims, secret, 'HS256'), secret, now)).toBeDefined()
  })

  it('refuses a token that could never be ended, or is not valid yet', async () => {
    const withoutSession = { ...claims, sid: undefined }
    expect(verifySessionToken(await sign(withoutSession, secret), secret, now)).toBeUndefined()
    const withoutExpiry = { ...claims, exp: undefined }
    expect(verifySessionToken(await sign(withoutExpiry, secret), secret, now)).toBeUndefined()
    const issuedLater = { ...claims, iat: seconds + 30 }
    expect(verifySessionToken(await sign(issuedLater, secret), secret, now)).toBeUndefined()
    const notBefore = { ...claims, nbf: seconds + 30 }
    expect(verifySessionToken(await sign(notBefore, secret), secret, now)).toBeUndefined()
  })
})
