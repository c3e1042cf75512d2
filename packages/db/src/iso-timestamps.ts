/**
 * SQL for a timestamp column in the ISO 8601 form answers carry (`2026-11-22T14:21:55.810Z`, as
 * `Date.prototype.toISOString` writes it), for raw queries that answer many rows: PostgreSQL
 * writes it at a fraction of what parsing its own text form in JavaScript costs. Null stays null.
 */
export function isoTimestampSql(column: string): string {
  return `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
}
