const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Ids are uuids: anything else cannot name a row, and is answered as not found. */
export function isUuid(value: string): boolean {
  return uuid.test(value)
}
