import { z } from '../zod-hebrew.ts'
import { text } from '../text.ts'
import { isValidDealerNumber } from '../business/dealer-number.ts'
import { invoiceMessages } from '../messages/invoice.ts'

const m = invoiceMessages.business

/** An optional field left empty is no value at all. */
const emptyAsNone = (value: string | undefined) => value || undefined

/**
 * The business an invoice-receipt may be made out to, chosen at checkout: both optional, the
 * dealer (osek murshe) or company number nine digits passing the check digit, and only with a name.
 */
export const invoiceBuyerFields = {
  businessName: text().trim().max(100, m.businessNameTooLong).optional().transform(emptyAsNone),
  dealerNumber: text()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .refine((value) => value === '' || isValidDealerNumber(value), m.dealerNumberInvalid)
    .optional()
    .transform(emptyAsNone),
}

/** Refines a schema with those fields: a number names a business, so it needs the name too. */
export function dealerNumberNeedsName(
  value: { businessName?: string; dealerNumber?: string },
  context: z.RefinementCtx,
) {
  if (value.dealerNumber && !value.businessName) {
    context.addIssue({ code: 'custom', path: ['businessName'], message: m.dealerNumberWithoutName })
  }
}
