/** The part of the Web Storage API the shop uses; tests hand in a map-backed one. */
export interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export const browserSession = (): StorageLike => window.sessionStorage

// Storage can be unavailable (blocked cookies, some private modes) or hold something unreadable;
// the order flow then simply starts afresh.
export function readJson(storage: StorageLike, key: string): unknown {
  try {
    const text = storage.getItem(key)
    return text === null ? undefined : (JSON.parse(text) as unknown)
  } catch {
    return undefined
  }
}

export function writeJson(storage: StorageLike, key: string, value: unknown): void {
  try {
    if (value === undefined || value === null) storage.removeItem(key)
    else storage.setItem(key, JSON.stringify(value))
  } catch {
    // see readJson()
  }
}
