import { fromShopWallClock, shopWallParts } from '@shop/domain'

// Coupon validity is entered and shown on the shop's clock (Israel's), whatever the zone of the
// manager's computer, so the date typed is the date the table and the customers see.

const pad = (value: number) => String(value).padStart(2, '0')

/** An ISO instant as the 16-character value of a datetime-local input, on the shop's clock. */
export function toDateTimeInput(iso: string | null): string {
  if (!iso) return ''
  const p = shopWallParts(new Date(iso).getTime())
  return `${p.year}-${pad(p.month!)}-${pad(p.day!)}T${pad(p.hour!)}:${pad(p.minute!)}`
}

/** A datetime-local value read on the shop's clock, as an ISO instant; undefined when empty. */
export function fromDateTimeInput(value: string): string | undefined {
  if (!value) return undefined
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value)
  // Anything else is left for the coupon schema to refuse with its own message.
  if (!match) return value
  const [year, month, day, hour, minute] = match.slice(1).map(Number)
  return fromShopWallClock(year!, month!, day!, hour!, minute).toISOString()
}
