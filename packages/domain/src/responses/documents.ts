import { z } from '../zod-hebrew.ts'
import { invoiceMessages } from '../messages/invoice.ts'
import type { DocumentKind } from '../documents/issued-document.ts'

/** ?month=YYYY-MM of the managers' documents calls; the month is Israel's calendar month. */
export const documentsMonthQuery = z.object({
  month: z
    .string({ error: invoiceMessages.export.monthInvalid })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, invoiceMessages.export.monthInvalid),
})

export interface MonthDocument {
  id: string
  orderId: string
  kind: DocumentKind
  number: number
  date: string
  customer: string
  /** Decimal shekels; a credit invoice's are negative. */
  beforeVat: string
  vat: string
  total: string
}

/** GET /api/admin/documents?month=: the month's documents and what they add up to. */
export interface MonthDocumentsAnswer {
  month: string
  documents: MonthDocument[]
  totals: { beforeVat: string; vat: string; total: string }
}
