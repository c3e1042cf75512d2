import { shopDate } from '../dates.ts'

/**
 * A VAT rate and the day it comes into force. The day is a calendar date on the shop's clock
 * (Asia/Jerusalem): a rate "from 2025-01-01" applies from midnight Israel time, which is 22:00 UTC
 * the evening before, as the law that sets it counts days in Israel.
 */
export interface VatRate {
  /** 1800 for 18 %. */
  rateBasisPoints: number
  /** YYYY-MM-DD, Israel's calendar. */
  inForceFrom: string
}

/**
 * Israel's rates as the shop first knew them, the ones migration 0024 seeded; the table is the
 * truth once the server answers, and pages show these only until then.
 */
export const knownVatRates: readonly VatRate[] = [
  { rateBasisPoints: 1700, inForceFrom: '2015-10-01' },
  { rateBasisPoints: 1800, inForceFrom: '2025-01-01' },
]

/**
 * The rate in force at an instant: the one whose day came latest, not after the shop's date then.
 * No rate at all is an error: charging 0 % because the table is empty would issue wrong tax
 * documents.
 */
export function vatRateAt(rates: readonly VatRate[], at: Date | number = Date.now()): number {
  const inForce = rateInForce(rates, at)
  if (!inForce) throw new Error(`No VAT rate in force on ${shopDate(at)}`)
  return inForce.rateBasisPoints
}

function rateInForce(rates: readonly VatRate[], at: Date | number): VatRate | undefined {
  const today = shopDate(at)
  let inForce: VatRate | undefined
  for (const rate of rates) {
    if (rate.inForceFrom <= today && (!inForce || rate.inForceFrom > inForce.inForceFrom)) {
      inForce = rate
    }
  }
  return inForce
}

export type VatRateStatus = 'past' | 'current' | 'future'

/** One of `rates` as the pricing tab tells it: ended, the one in force at `at`, or to come. */
export function vatRateStatus(
  rates: readonly VatRate[],
  rate: VatRate,
  at: Date | number = Date.now(),
): VatRateStatus {
  if (vatRateIsFuture(rate, at)) return 'future'
  return rateInForce(rates, at) === rate ? 'current' : 'past'
}

/** A rate whose day has come can no longer change: documents were issued under it. */
export function vatRateIsFuture(
  rate: Pick<VatRate, 'inForceFrom'>,
  at: Date | number = Date.now(),
) {
  return rate.inForceFrom > shopDate(at)
}
