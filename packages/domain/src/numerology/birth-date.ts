export interface CalendarDate {
  year: number
  month: number
  day: number
}

/** Years of age, both ends included: the next span starts at toAge + 1; the last stays open. */
export interface AgeSpan {
  fromAge: number
  toAge: number | null
}

/** Reads a Gregorian 'YYYY-MM-DD' that names an existing day. */
export function parseCalendarDate(value: string): CalendarDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  const [year = 0, month = 0, day = 0] = match ? match.slice(1).map(Number) : []
  if (year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)) {
    return { year, month, day }
  }
  // The value stays out of the message, as the name does: errors end up in logs.
  throw new RangeError('The date must be an existing date written YYYY-MM-DD')
}

/**
 * Whole years lived on `today` (both 'YYYY-MM-DD'), for the mark on the map's timeline. Someone
 * born on 29 February turns a year older on 1 March in a common year.
 */
export function ageOn(dateOfBirth: string, today: string): number {
  const birth = parseCalendarDate(dateOfBirth)
  const now = parseCalendarDate(today)
  const birthdayReached = now.month * 100 + now.day >= birth.month * 100 + birth.day
  const age = now.year - birth.year - (birthdayReached ? 0 : 1)
  if (age < 0) throw new RangeError('The birth date is after the day the age is asked for')
  return age
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}
