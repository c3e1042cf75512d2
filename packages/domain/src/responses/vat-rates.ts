import type { VatRateStatus } from '../vat/vat-rates.ts'

/**
 * A VAT rate as the pricing tab lists it (GET /api/settings/vat-rates, newest first): whether it is
 * past, the one in force, or to come.
 */
export interface AdminVatRate {
  id: string
  /** Percent with two decimals ("18.00"). */
  rate: string
  /** YYYY-MM-DD on Israel's calendar. */
  in_force_from: string
  status: VatRateStatus
}
