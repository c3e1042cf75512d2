import { describe, expect, it } from 'vitest'
import {
  refreshDelayMs,
  sessionExpiresAt,
  sessionNeedsRefresh,
  sessionRefreshLeadMs,
} from './session-timing.ts'

const base64url = (value: string) => Buffer.from(value).toString('base64url')
const jwt = (claims: object) =>
  `${base64url('{"alg":"HS256","typ":"JWT"}')}.${base64url(JSON.stringify(claims))}.signature`

describe('sessionExpiresAt', () => {
  it('reads exp in seconds and answers milliseconds', () => {
    expect(sessionExpiresAt(jwt({ sub: 'u1', exp: 1_700_000_600 }))).toBe(1_700_000_600_000)
  })

  it('decodes base64url payloads that need padding and carry non-ASCII text', () => {
    const token = jwt({ name: 'דנה כהן?>', email: 'a~b@shop.test', exp: 42 })
    expect(sessionExpiresAt(token)).toBe(42_000)
  })

  it('is undefined for anything that is not a JWT with a numeric exp', () => {
    expect(sessionExpiresAt('')).toBeUndefined()
    expect(sessionExpiresAt('not-a-token')).toBeUndefined()
    expect(sessionExpiresAt('a.%%%.c')).toBeUndefined()
    expect(sessionExpiresAt(jwt({ exp: '600' }))).toBeUndefined()
  })
})

describe('refreshDelayMs', () => {
  const now = 1_000_000

  it('refreshes a minute before expiry', () => {
    expect(refreshDelayMs(now + 600_000, now)).toBe(600_000 - sessionRefreshLeadMs)
  })

  it('refreshes at once when less than a minute but at least 20 seconds remain', () => {
    expect(refreshDelayMs(now + 30_000, now)).toBe(0)
    expect(refreshDelayMs(now + 20_000, now)).toBe(0)
  })

  it('schedules nothing when under 20 seconds remain or the expiry is unknown', () => {
    expect(refreshDelayMs(now + 19_999, now)).toBeUndefined()
    expect(refreshDelayMs(now - 1, now)).toBeUndefined()
    expect(refreshDelayMs(undefined, now)).toBeUndefined()
  })
})

describe('sessionNeedsRefresh', () => {
  it('is true only for a known expiry under 20 seconds away', () => {
    expect(sessionNeedsRefresh(10_000, 0)).toBe(true)
    expect(sessionNeedsRefresh(30_000, 0)).toBe(false)
    expect(sessionNeedsRefresh(undefined, 0)).toBe(false)
  })
})
