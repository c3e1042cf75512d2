import { authMessages } from './auth.ts'
import { errorMessages } from './errors.ts'
import { siteMessages } from './site.ts'

/** Every Hebrew string the shop shows, in one catalogue shared by the API, workers and web. */
export const he = {
  errors: errorMessages,
  auth: authMessages,
  site: siteMessages,
} as const
