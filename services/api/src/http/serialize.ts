/**
 * Raw queries return PostgreSQL's text form of timestamps ("2026-11-22 14:21:55.81+00"); answers
 * carry ISO 8601 so every browser parses them the same way.
 */
export function iso(value: string | Date): string
export function iso(value: string | Date | null | undefined): string | null
export function iso(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined) return null
  return new Date(value).toISOString()
}

/** Copies `row` with the named timestamp fields in ISO form. */
export function withIsoDates<T extends object, K extends keyof T>(row: T, keys: readonly K[]): T {
  const copy = { ...row }
  for (const key of keys) copy[key] = iso(row[key] as string | null) as T[K]
  return copy
}
