import { z } from './zod-hebrew.ts'
import { requiredText, text } from './text.ts'
import { adminMessages } from './messages/admin.ts'
import { parseShekels } from './money.ts'
import { isValidDealerNumber } from './business/dealer-number.ts'

/** PATCH /api/settings/map_price: a positive price in shekels, before VAT (consumers see it with VAT). */
export const mapPriceSchema = z.object({
  value: z
    .union([z.number(), text()])
    .refine((value) => {
      const agorot = parseShekels(value)
      return agorot !== undefined && agorot > 0 && agorot <= 10_000_000
    }, adminMessages.priceInvalid)
    .transform((value) => parseShekels(value)!),
})

/** PATCH /api/settings/business: what every invoice-receipt prints about the shop. */
export const businessSettingsSchema = z.object({
  business_name: requiredText(adminMessages.businessNameRequired).max(100),
  business_address: requiredText(adminMessages.businessAddressRequired).max(200),
  dealer_number: text(adminMessages.dealerNumberInvalid)
    .trim()
    .regex(/^\d{9}$/, adminMessages.dealerNumberInvalid)
    .refine(isValidDealerNumber, adminMessages.dealerNumberCheckDigit),
})
export type BusinessSettings = z.input<typeof businessSettingsSchema>
