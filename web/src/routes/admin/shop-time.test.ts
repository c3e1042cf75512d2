import { describe, expect, it } from 'vitest'
import { fromDateTimeInput, toDateTimeInput } from './shop-time'

describe('coupon dates on the shop clock', () => {
  it('reads a winter date as Israel standard time (UTC+2)', () => {
    expect(fromDateTimeInput('2030-12-31T23:59')).toBe('2030-12-31T21:59:00.000Z')
  })

  it('reads a summer date as Israel daylight time (UTC+3)', () => {
    expect(fromDateTimeInput('2026-07-01T12:00')).toBe('2026-07-01T09:00:00.000Z')
  })

  it('shows an instant as the Israeli wall clock reads it', () => {
    expect(toDateTimeInput('2030-12-31T21:59:00.000Z')).toBe('2030-12-31T23:59')
    expect(toDateTimeInput('2026-07-01T09:00:00.000Z')).toBe('2026-07-01T12:00')
    expect(toDateTimeInput(null)).toBe('')
  })

  it('round-trips the hours around the spring and autumn clock changes', () => {
    for (const value of ['2026-03-27T01:30', '2026-03-27T03:30', '2026-10-25T00:30']) {
      expect(toDateTimeInput(fromDateTimeInput(value)!)).toBe(value)
    }
  })

  it('leaves an empty or malformed value to the schema', () => {
    expect(fromDateTimeInput('')).toBeUndefined()
    expect(fromDateTimeInput('31/12/2030')).toBe('31/12/2030')
  })
})
