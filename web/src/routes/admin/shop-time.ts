import { shopTimeZone } from '@shop/domain'

// Coupon validity is entered and shown on the shop's clock (Israel's), whatever the zone of the
// manager's computer, so the date typed is the date the table and the customers see.

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: shopTimeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})

/** The shop's wall-clock reading at an instant, as its parts. */
function wallParts(instant: number): Record<string, number> {
  const parts: Record<string, number> = {}
  for (const part of wallClock.formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  return parts
}

/** How far the shop's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number): number {
  const p = wallParts(instant)
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!)
  return asUtc - Math.floor(instant / 1000) * 1000
}

const pad = (value: number) => String(value).padStart(2, '0')

/** An ISO instant as the 16-character value of a datetime-local input, on the shop's clock. */
export function toDateTimeInput(iso: string | null): string {
  if (!iso) return ''
  const p = wallParts(new Date(iso).getTime())
  return `${p.year}-${pad(p.month!)}-${pad(p.day!)}T${pad(p.hour!)}:${pad(p.minute!)}`
}

/** A datetime-local value read on the shop's clock, as an ISO instant; undefined when empty. */
export function fromDateTimeInput(value: string): string | undefined {
  if (!value) return undefined
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value)
  // Anything else is left for the coupon schema to refuse with its own message.
  if (!match) return value
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as number[]
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!)
  // The offset at the guessed instant can differ from the one at the true instant around a
  // daylight-saving change; a second pass settles it.
  let instant = wall - offsetAt(wall)
  instant = wall - offsetAt(instant)
  return new Date(instant).toISOString()
}
