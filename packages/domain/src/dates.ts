/** The shop's clock is Israel's, whatever the server's time zone. */
export const shopTimeZone = 'Asia/Jerusalem'

/**
 * A formatter built on first use, then kept. Building an Intl formatter costs far more than
 * formatting with one, and tables format a date per row; yet building them all as the module loads
 * is main-thread work a phone does before the page that imports it can start, whether or not it
 * shows a date.
 */
export function lazyDateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): () => Intl.DateTimeFormat {
  let built: Intl.DateTimeFormat | undefined
  return () => (built ??= new Intl.DateTimeFormat(locale, options))
}

const dateFormat = lazyDateTimeFormat('he-IL', { dateStyle: 'short', timeZone: shopTimeZone })
const dateTimeFormat = lazyDateTimeFormat('he-IL', {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: shopTimeZone,
})
const shortDateTimeFormat = lazyDateTimeFormat('he-IL', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: shopTimeZone,
})
// A calendar date names a day, not an instant: read at UTC midnight, it is that day anywhere.
const calendarDateFormat = lazyDateTimeFormat('he-IL', { dateStyle: 'full', timeZone: 'UTC' })

/** "17.5.2026" on the shop's clock. */
export function formatDate(value: Date | string): string {
  return dateFormat().format(new Date(value))
}

/** The long form e-mails use: "יום ראשון, 17 במאי 2026 בשעה 14:05". */
export function formatDateTime(value: Date | string): string {
  return dateTimeFormat().format(new Date(value))
}

/** Date and time compact enough for a table cell: "17.5.2026, 14:05". */
export function formatShortDateTime(value: Date | string): string {
  return shortDateTimeFormat().format(new Date(value))
}

/** A calendar date (YYYY-MM-DD) with its weekday: "יום שישי, 27 במרץ 2026". */
export function formatLongDate(date: string): string {
  return calendarDateFormat().format(new Date(`${date}T00:00:00Z`))
}

const wallClock = lazyDateTimeFormat('en-US', {
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
export function shopWallParts(instant: number): Record<string, number> {
  const parts: Record<string, number> = {}
  for (const part of wallClock().formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  return parts
}

/** How far the shop's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number): number {
  const p = shopWallParts(instant)
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day, p.hour, p.minute, p.second)
  return asUtc - Math.floor(instant / 1000) * 1000
}

/** The instant the shop's clock reads the given wall time (month 1-12). */
export function fromShopWallClock(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute = 0,
): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute)
  // The offset at the guessed instant can differ from the one at the true instant around a
  // daylight-saving change; a second pass settles it.
  let instant = wall - offsetAt(wall)
  instant = wall - offsetAt(instant)
  return new Date(instant)
}

/** The shop's calendar date (YYYY-MM-DD) at an instant, `days` later. */
export function shopDate(instant: Date | number = Date.now(), days = 0): string {
  const p = shopWallParts(new Date(instant).getTime())
  const date = new Date(Date.UTC(p.year!, p.month! - 1, p.day! + days))
  return date.toISOString().slice(0, 10)
}

/**
 * A day written YYYY-MM-DD that exists: a month 13 is no date at all, and 30 February rolls over
 * into March, so it differs from itself.
 */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}
