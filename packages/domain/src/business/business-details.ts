import { isValidDealerNumber } from './dealer-number.ts'

export interface BusinessDetails {
  business_name: string
  business_address: string
  dealer_number: string
}

/**
 * Whether an invoice-receipt can name the shop as the tax rules require: a name, an address and a
 * dealer number that passes its check digit. Until then invoices print as drafts and the
 * dashboard and the launcher say what is missing.
 */
export function businessDetailsComplete(details: BusinessDetails): boolean {
  return (
    details.business_name.trim() !== '' &&
    details.business_address.trim() !== '' &&
    isValidDealerNumber(details.dealer_number.trim())
  )
}
