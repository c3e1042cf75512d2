const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Ids are uuids: anything else cannot name a row, and is answered as not found. */
export function isUuid(value: string): boolean {
  return uuid.test(value)
}

/**
 * Ids as one PostgreSQL array literal, `{id1,id2}`, to bind as a single parameter
 * (`= any(?::uuid[])`, `unnest(?::uuid[])`): the ORM spreads a bound list into one parameter per
 * item. Throws on anything but a uuid, whose comma, brace or quote would break the literal.
 */
export function uuidArrayLiteral(ids: readonly string[]): string {
  const wrong = ids.findIndex((id) => !isUuid(id))
  if (wrong !== -1) throw new Error(`Not a uuid at position ${wrong} of an array literal`)
  return `{${ids.join(',')}}`
}
