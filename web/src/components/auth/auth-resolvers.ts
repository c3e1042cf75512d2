import { emailLookupSchema, loginSchema, signupSchema } from '@shop/domain'
import { hebrewResolver } from '../form/hebrew-resolver'

// Loaded by the auth forms when they first validate (see lazy-resolver.ts)
export const emailLookupResolver = hebrewResolver(emailLookupSchema)
export const loginResolver = hebrewResolver(loginSchema)
export const signupResolver = hebrewResolver(signupSchema)
