import { z } from './zod-hebrew.ts'
import { adminMessages } from './messages/admin.ts'
import { parseShekels } from './money.ts'

/** PATCH /api/settings/map_price: a positive price in shekels, excluding VAT. */
export const mapPriceSchema = z.object({
  value: z
    .union([z.number(), z.string()])
    .refine((value) => {
      const agorot = parseShekels(value)
      return agorot !== undefined && agorot > 0 && agorot <= 10_000_000
    }, adminMessages.priceInvalid)
    .transform((value) => parseShekels(value)!),
})
