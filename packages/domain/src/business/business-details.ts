import { isValidDealerNumber } from './dealer-number.ts'
import { siteMessages } from '../messages/site.ts'

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

/**
 * The seller as every page's footer and the checkout name it (Consumer Protection Law s.14ג): the
 * name, the dealer or company number and the address; until a manager entered them, a note that
 * they will be published before sales open (checkout stays closed in production until then).
 */
export function sellerIdentity(details: BusinessDetails): string {
  if (!businessDetailsComplete(details)) return siteMessages.seller.pending
  return [
    details.business_name.trim(),
    siteMessages.seller.dealerNumber(details.dealer_number.trim()),
    details.business_address.trim(),
  ].join(' · ')
}
