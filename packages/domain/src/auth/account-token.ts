import { accountMessages as m } from '../messages/account.ts'
import { text } from '../text.ts'
import { z } from '../zod-hebrew.ts'
import { newPasswordField } from './auth.schema.ts'

/** What a single-use account link is for: a password reset or proving the e-mail address. */
export const accountTokenPurposes = ['reset', 'verify'] as const
export type AccountTokenPurpose = (typeof accountTokenPurposes)[number]

/** How long a link stays valid: a reset link is short-lived, it replaces the password. */
export const accountTokenLifetimeMinutes: Record<AccountTokenPurpose, number> = {
  reset: 60,
  verify: 7 * 24 * 60,
}

// Anything that is not the shape the shop issues is simply an invalid link, said in one message.
const accountTokenField = text(m.linkInvalid).regex(/^[\w-]{32,100}$/, m.linkInvalid)

export const resetPasswordSchema = z.object({
  token: accountTokenField,
  password: newPasswordField,
})
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>

export const verifyEmailSchema = z.object({ token: accountTokenField })
