import { config } from 'zod/mini'

// zod compiles object parsers with `new Function` unless told not to, and merely probing for it
// is a violation of the shop's Content-Security-Policy (script-src 'self', no 'unsafe-eval'). Each
// schema reads the setting as it is created, so this module is the first the app's entry imports.
config({ jitless: true })
