/**
 * A map whose entries lapse `ttlMs` after they were last set. Every entry lives equally long, so
 * the map kept in order of setting is also in order of lapsing: each set drops the lapsed entries
 * at its front, and the map never holds more than what was set within one lifetime.
 */
export function expiringMap<V>(ttlMs: number, now: () => number = () => performance.now()) {
  const entries = new Map<string, { value: V; until: number }>()
  return {
    get(key: string): V | undefined {
      const entry = entries.get(key)
      return entry && entry.until > now() ? entry.value : undefined
    },
    set(key: string, value: V): void {
      const at = now()
      entries.delete(key)
      entries.set(key, { value, until: at + ttlMs })
      for (const [oldest, entry] of entries) {
        if (entry.until > at) break
        entries.delete(oldest)
      }
    },
    delete(key: string): void {
      entries.delete(key)
    },
    clear(): void {
      entries.clear()
    },
    get size(): number {
      return entries.size
    },
  }
}
