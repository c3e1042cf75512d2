import { getDefaultStore } from 'jotai'
import { atomWithStorage, createJSONStorage } from 'jotai/utils'
import type { ZodMiniType } from 'zod/mini'

/** The store the app renders from; the order flow's code outside React reads and writes it too. */
export const sessionStore = getDefaultStore()
export type SessionStore = typeof sessionStore

// Storage can be unavailable (blocked cookies, some private modes, the build's prerender) or
// refuse a write; the order flow then simply starts afresh.
const unavailable = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined }
const tabStorage = createJSONStorage<unknown>(() => {
  try {
    return window.sessionStorage
  } catch {
    return unavailable
  }
})

function quietly(write: () => void): void {
  try {
    write()
  } catch {
    // see tabStorage
  }
}

/**
 * A value kept in this tab's session storage under `key`. What is read back is checked by
 * `schema`: a corrupt value, or one of an older shape that cannot be mended, reads as `initial`.
 * Writing `initial` (or RESET) removes the key. The schemas are zod's mini flavour: the order
 * pages read these values as they load, and the full zod (its every schema method built onto each
 * schema) would be loaded and run with them, where the forms' own checks load it on first use.
 */
export function sessionAtom<T>(key: string, schema: ZodMiniType<T>, initial: T) {
  const storage = {
    getItem: (name: string): T => {
      const parsed = schema.safeParse(tabStorage.getItem(name, undefined))
      return parsed.success ? parsed.data : initial
    },
    setItem: (name: string, value: T) =>
      quietly(() =>
        value === initial ? tabStorage.removeItem(name) : tabStorage.setItem(name, value),
      ),
    removeItem: (name: string) => quietly(() => tabStorage.removeItem(name)),
  }
  return atomWithStorage(key, initial, storage, { getOnInit: true })
}
