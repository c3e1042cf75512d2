import { z } from '../zod-hebrew.ts'
import { requiredText, text } from '../text.ts'
import { authMessages as m } from '../messages/auth.ts'

export const passwordMinLength = 8

export const emailField = requiredText(m.emailRequired)
  .max(255, m.emailTooLong)
  .pipe(z.email(m.emailInvalid))
  .transform((email) => email.toLowerCase())

/** Israeli phone numbers: mobile or landline, local (05x…) or international (+972…) form. */
export const israeliPhonePattern = /^(?:\+972-?|0)(?:[23489]|5\d|7\d)-?\d{3}-?\d{4}$/

export const phoneField = text()
  .trim()
  .transform((phone) => phone.replace(/[\s()]/g, ''))
  .pipe(z.string().regex(israeliPhonePattern, m.phoneInvalid))

export const newPasswordField = text(m.passwordRequired)
  .min(passwordMinLength, m.passwordTooShort)
  .max(200, m.passwordTooLong)

export const signupSchema = z.object({
  email: emailField,
  password: newPasswordField,
  name: text().trim().max(100, m.nameTooLong).optional(),
  phone: z.union([z.literal(''), phoneField]).optional(),
})
export type SignupInput = z.input<typeof signupSchema>

export const loginSchema = z.object({
  email: emailField,
  password: text(m.passwordRequired).min(1, m.passwordRequired).max(200),
})
export type LoginInput = z.input<typeof loginSchema>

export const refreshSchema = z.object({ refreshJwt: text().min(1).max(500) })

export const emailLookupSchema = z.object({ email: emailField })
