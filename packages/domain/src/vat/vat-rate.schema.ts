import { z } from '../zod-hebrew.ts'
import { text } from '../text.ts'
import { adminMessages } from '../messages/admin.ts'
import { isCalendarDate } from '../dates.ts'
import { parsePercent } from '../money.ts'
import { vatRateIsFuture } from './vat-rates.ts'

/**
 * POST /api/settings/vat-rates: a rate (percent) and the day, on Israel's calendar, it comes into
 * force. Only a future day: documents already issued were computed under the rates of the past.
 */
export const newVatRateSchema = z.object({
  rate: z
    .union([z.number(), text()])
    .refine((value) => {
      const basisPoints = parsePercent(value)
      return basisPoints !== undefined && basisPoints <= 10_000
    }, adminMessages.vatRateInvalid)
    .transform((value) => parsePercent(value)!),
  in_force_from: text(adminMessages.vatRateDateInvalid)
    .trim()
    .refine(isCalendarDate, { message: adminMessages.vatRateDateInvalid, abort: true })
    .refine((day) => vatRateIsFuture({ inForceFrom: day }), adminMessages.vatRateDateNotFuture),
})
export type NewVatRate = z.input<typeof newVatRateSchema>
