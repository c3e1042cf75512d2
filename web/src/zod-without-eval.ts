import { config } from 'zod'

// zod compiles object parsers with `new Function` unless told not to, and merely probing for it
// is a violation of the shop's Content-Security-Policy (script-src 'self', no 'unsafe-eval').
// The setting is read when a schema is built, so this module is imported before any other.
config({ jitless: true })
