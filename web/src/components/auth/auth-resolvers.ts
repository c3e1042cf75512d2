import { emailLookupSchema, loginSchema } from '@shop/domain'
import { hebrewResolver } from '../form/hebrew-resolver'

// Loaded by the auth forms when they first validate (see lazy-resolver.ts); the forms that choose
// a password load password-resolvers.ts instead
export const emailLookupResolver = hebrewResolver(emailLookupSchema)
export const loginResolver = hebrewResolver(loginSchema)
