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
