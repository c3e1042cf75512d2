import { z } from '../zod-hebrew.ts'
import { requiredMultilineText, requiredText, text } from '../text.ts'
import { israeliPhonePattern } from '../auth/auth.schema.ts'
import { adminMessages } from '../messages/admin.ts'
import { contactMessages as m } from '../messages/contact.ts'

/** The contact form (spec section 5): the same limits in the form and on the server. */
export const contactSchema = z.object({
  name: text(m.nameRequired).trim().min(1, m.nameRequired).max(100, m.nameTooLong),
  email: text()
    .trim()
    .max(255, m.emailTooLong)
    .pipe(z.email(m.emailInvalid))
    .transform((email) => email.toLowerCase()),
  phone: text()
    .trim()
    .transform((phone) => phone.replace(/[\s()]/g, ''))
    .refine((phone) => phone === '' || israeliPhonePattern.test(phone), m.phoneInvalid)
    .optional()
    .transform((phone) => phone || undefined),
  message: requiredMultilineText(m.messageRequired).max(1000, m.messageTooLong),
})
export type ContactInput = z.input<typeof contactSchema>

/** A manager's e-mail about an order: free subject and text. */
export const adminEmailSchema = z.object({
  subject: requiredText(adminMessages.emailSubjectRequired).max(200),
  body: requiredMultilineText(adminMessages.emailBodyRequired).max(5000),
})

/** Templates a manager may send again as they are. */
export const resendableTemplates = ['payment-confirmation'] as const

/** POST /api/admin/orders/{id}/email: a manager's own text, or a template sent again. */
export const adminEmailRequestSchema = z.union([
  adminEmailSchema,
  z.object({ template: z.enum(resendableTemplates) }),
])
