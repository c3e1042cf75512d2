import { ageOn, parseCalendarDate } from './birth-date.ts'
import { inclusionChart, type InclusionChart } from './inclusion.ts'
import { karmicDebts, type KarmicDebt } from './karmic-debts.ts'
import { countedLetters } from './letter-values.ts'
import { lifeCycles, type LifeCycle } from './life-cycles.ts'
import { maturityNumber } from './maturity.ts'
import type { NumerologyNumber } from './numerology-number.ts'
import {
  computeNumerologyProfile,
  unreducedNumbers,
  type NumerologyInput,
  type NumerologyProfile,
} from './numerology-profile.ts'
import { personalYears, type PersonalYears } from './personal-years.ts'
import { pinnaclesAndChallenges, type Challenge, type Pinnacle } from './pinnacles.ts'

/**
 * The whole map: the profile's six numbers (whose method is in numerology-profile.ts, letters and
 * reduction included) and what the map adds. The method follows Hans Decoz (with Tom Monte),
 * "Numerology: Key to Your Inner Self", whose calculations Decoz also publishes on
 * worldnumerology.com; where his rule leaves a choice open, the shop's choice is said so.
 *
 * - Maturity: expression + life path (both as reduced, masters kept), reduced; 1-9, 11, 22, 33.
 * - Inclusion chart: how many letters of the full name carry each value 1-9 (mispar katan for
 *   Hebrew, Pythagorean for Latin, so every letter falls on one digit), drawn in rows 1-2-3,
 *   4-5-6, 7-8-9. Karmic lessons are the values no letter carries. Decoz reads the most frequent
 *   value as an intensity; the shop calls a number strong when it carries at least two letters
 *   and more than the name's average per number (letters / 9), so that one letter of a short
 *   name is never called strong.
 * - Karmic debts 13, 14, 16, 19: looked for in the sum each of five numbers reduces from and in
 *   every step of that sum's reduction: the life path's sum of its reduced month, day and year;
 *   the sums of all letters (expression), vowel letters (soul urge) and other letters
 *   (personality); the day of birth (birthday). So a name summing to 67 -> 13 -> 4 carries the
 *   debt 13. The personal year is a passing year, not a debt, and is not examined.
 * - Pinnacles and challenges: with month, day and year of birth reduced (masters kept), the
 *   pinnacles are month + day, day + year, the first two summed, month + year, each reduced
 *   (masters kept). The challenges take month, day and year down to one digit (11 -> 2, 22 -> 4,
 *   33 -> 6) and are |month - day|, |day - year|, the difference of the first two, |month - year|,
 *   so 0-8. Both share four periods: the first from birth to the age 36 minus the life path as
 *   one digit (a master life path counts as 2, 4 or 6, so the first period ends between 27 and
 *   35, in a personal year 9), the second and third nine years each, the fourth open.
 * - Life cycles (Decoz's period cycles): the month, the day and the year of birth, each reduced
 *   (masters kept). The first lasts until the first personal year 1 on or after the 27th
 *   birthday (by the personal year rule of numerology-profile.ts), which starts the second, so
 *   the second starts at 27-35; the second lasts three rounds of nine personal years, so the
 *   third, open, starts 27 years later, in a personal year 1 too.
 * - Ages of periods and cycles are those reached in a calendar year, as personal years run by
 *   the calendar; a period's ages include both ends. The age today is whole years lived on the
 *   day given as today, an argument: the result never depends on a clock.
 * - Personal years: the current year and the nine after it, a whole cycle, by the personal year
 *   rule of numerology-profile.ts (masters kept).
 */
export interface NumerologyMap {
  profile: NumerologyProfile
  maturity: NumerologyNumber
  inclusion: InclusionChart
  karmicDebts: KarmicDebt[]
  pinnacles: Pinnacle[]
  challenges: Challenge[]
  lifeCycles: LifeCycle[]
  personalYears: PersonalYears
  /** Whole years lived on the day given as today: the mark on the map's timeline. */
  ageToday: number
}

export type NumerologyMapInput = Omit<NumerologyInput, 'currentYear'> & {
  /** 'YYYY-MM-DD': the day the map is made for; its year is the current personal year. */
  today: string
}

export function computeNumerologyMap(input: NumerologyMapInput): NumerologyMap {
  const currentYear = parseCalendarDate(input.today).year
  const profile = computeNumerologyProfile({ ...input, currentYear })
  const letters = countedLetters(input.fullName)
  const birth = parseCalendarDate(input.dateOfBirth)
  return {
    profile,
    maturity: maturityNumber(profile.numbers),
    inclusion: inclusionChart(letters),
    karmicDebts: karmicDebts(unreducedNumbers(letters, birth)),
    ...pinnaclesAndChallenges(birth, profile.numbers.lifePath),
    lifeCycles: lifeCycles(birth),
    personalYears: personalYears(birth, currentYear),
    ageToday: ageOn(input.dateOfBirth, input.today),
  }
}
