import { maxReportsPerOrder, orderMessages, pendingReportSchema, z } from '@shop/domain'

/** The order form: its report cards, checked with the shared rules of a pending report. */
export const orderFormSchema = z.object({
  reports: z
    .array(pendingReportSchema)
    .min(1, orderMessages.noReports)
    .max(maxReportsPerOrder, orderMessages.tooManyReports),
})
export type OrderFormValues = z.input<typeof orderFormSchema>
