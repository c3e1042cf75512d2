import type { AgeSpan, CalendarDate } from './birth-date.ts'
import { reduceNumber, type NumerologyNumber } from './numerology-number.ts'
import { personalYearNumber } from './personal-years.ts'

export type LifeCycle = AgeSpan & { number: NumerologyNumber }

/** The three cycles of the month, the day and the year of birth (see numerology-map.ts). */
export function lifeCycles(birth: CalendarDate): LifeCycle[] {
  const secondStart = secondCycleStart(birth)
  const thirdStart = secondStart + cycleYears
  return [
    { fromAge: 0, toAge: secondStart - 1, number: reduceNumber(birth.month) },
    { fromAge: secondStart, toAge: thirdStart - 1, number: reduceNumber(birth.day) },
    { fromAge: thirdStart, toAge: null, number: reduceNumber(birth.year) },
  ]
}

// Three rounds of nine personal years, so the third cycle starts in a personal year 1 as well
const cycleYears = 27

function secondCycleStart(birth: CalendarDate): number {
  let age = cycleYears
  while (personalYearNumber(birth, birth.year + age) !== 1) age += 1
  return age
}
