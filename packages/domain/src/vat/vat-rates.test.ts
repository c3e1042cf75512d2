import { describe, expect, it } from 'vitest'
import { vatRateAt, vatRateIsFuture, vatRateStatus, type VatRate } from './vat-rates.ts'

const rates: VatRate[] = [
  { rateBasisPoints: 1800, inForceFrom: '2025-01-01' },
  { rateBasisPoints: 1700, inForceFrom: '1970-01-01' },
]

describe('vatRateAt', () => {
  it('changes the rate at midnight Israel time, not UTC', () => {
    // Israel is UTC+2 in winter: midnight of 1 January is 22:00 UTC on 31 December.
    expect(vatRateAt(rates, new Date('2024-12-31T21:59:59.999Z'))).toBe(1700)
    expect(vatRateAt(rates, new Date('2024-12-31T22:00:00.000Z'))).toBe(1800)
  })

  it('takes summer time into account', () => {
    // A change on 1 July takes effect at 21:00 UTC the day before (UTC+3).
    const summer = [...rates, { rateBasisPoints: 1900, inForceFrom: '2026-07-01' }]
    expect(vatRateAt(summer, new Date('2026-06-30T20:59:59Z'))).toBe(1800)
    expect(vatRateAt(summer, new Date('2026-06-30T21:00:00Z'))).toBe(1900)
    expect(vatRateAt(summer, new Date('2030-01-01T00:00:00Z'))).toBe(1900)
  })

  it('refuses to answer when no rate is in force yet', () => {
    expect(() => vatRateAt([{ rateBasisPoints: 1800, inForceFrom: '2025-01-01' }], 0)).toThrow(
      /No VAT rate/,
    )
  })
})

describe('vatRateIsFuture', () => {
  it('counts a rate from tomorrow, Israel time, as future and today’s as in force', () => {
    const lateEvening = new Date('2026-03-10T21:30:00Z') // 23:30 in Israel, 10 March
    expect(vatRateIsFuture({ inForceFrom: '2026-03-11' }, lateEvening)).toBe(true)
    expect(vatRateIsFuture({ inForceFrom: '2026-03-10' }, lateEvening)).toBe(false)
    const afterMidnight = new Date('2026-03-10T22:30:00Z') // 00:30, 11 March
    expect(vatRateIsFuture({ inForceFrom: '2026-03-11' }, afterMidnight)).toBe(false)
  })
})

describe('vatRateStatus', () => {
  it('tells the rates as ended, in force and to come, in any order', () => {
    const withFuture = [{ rateBasisPoints: 1900, inForceFrom: '2027-01-01' }, ...rates].reverse()
    const at = new Date('2026-11-28T12:00:00Z')
    expect(withFuture.map((rate) => vatRateStatus(withFuture, rate, at))).toEqual([
      'past',
      'current',
      'future',
    ])
  })
})
