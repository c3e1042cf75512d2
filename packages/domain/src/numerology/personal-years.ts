import type { CalendarDate } from './birth-date.ts'
import { reduceNumber, type NumerologyNumber } from './numerology-number.ts'

export interface PersonalYear {
  year: number
  number: NumerologyNumber
}

export interface PersonalYears {
  current: PersonalYear
  /** The nine years after the current one: a whole cycle of personal years. */
  ahead: PersonalYear[]
}

/** Month and day of birth reduced, plus the year reduced, summed and reduced (masters kept). */
export function personalYearNumber(birth: CalendarDate, year: number): NumerologyNumber {
  return reduceNumber(reduceNumber(birth.month) + reduceNumber(birth.day) + reduceNumber(year))
}

export function personalYears(birth: CalendarDate, currentYear: number): PersonalYears {
  const yearOf = (year: number) => ({ year, number: personalYearNumber(birth, year) })
  return {
    current: yearOf(currentYear),
    ahead: Array.from({ length: 9 }, (_, index) => yearOf(currentYear + 1 + index)),
  }
}
