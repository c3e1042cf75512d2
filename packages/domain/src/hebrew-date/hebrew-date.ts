import { lazyDateTimeFormat } from '../dates.ts'
import { orderMessages } from '../messages/order.ts'
import { hebrewNumeral } from './hebrew-numeral.ts'

// English month names with Latin digits: the one form every engine's Hebrew calendar can give,
// even a browser built with little locale data.
const hebrewCalendar = lazyDateTimeFormat('en-u-ca-hebrew', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
})

/**
 * The Hebrew calendar date of a Gregorian one (YYYY-MM-DD), e.g. "כ״ב באייר תש״נ"; empty when the
 * date is incomplete or the browser has no Hebrew calendar. The day is the civil one: someone born
 * after sunset belongs to the next Hebrew day, which the customer can correct.
 */
export function hebrewDateOf(isoDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return ''
  const date = new Date(`${isoDate}T12:00:00Z`)
  if (Number.isNaN(date.getTime()) || !date.toISOString().startsWith(isoDate)) return ''
  const parts = Object.fromEntries(
    hebrewCalendar()
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  )
  const month = orderMessages.hebrewCalendar.months[parts.month ?? '']
  const day = Number(parts.day)
  const year = Number(parts.year)
  if (!month || !Number.isInteger(day) || !Number.isInteger(year) || year < 5000) return ''
  return orderMessages.hebrewCalendar.date(hebrewNumeral(day), month, hebrewNumeral(year))
}
