import type { z } from 'zod'

// zod compiles object parsers with `new Function` unless told not to, and merely probing for it
// is a violation of the shop's Content-Security-Policy (script-src 'self', no 'unsafe-eval').
// zod keeps its settings in this global and creates it only when it is missing, so setting it here,
// before any other module runs, is the same as calling `z.config()` without loading zod with the
// first page: only the pages with forms need it.
declare global {
  var __zod_globalConfig: z.core.$ZodConfig | undefined
}

globalThis.__zod_globalConfig = { jitless: true }
