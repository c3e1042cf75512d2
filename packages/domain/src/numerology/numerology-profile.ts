import type { ProfileAspect } from './aspects.ts'
import { parseCalendarDate, type CalendarDate } from './birth-date.ts'
import { countedLetters, type CountedLetter } from './letter-values.ts'
import { reduceNumber, type NumerologyNumber } from './numerology-number.ts'
import { personalYearNumber } from './personal-years.ts'

/**
 * A person's numbers, computed from the report's full name and birth date.
 *
 * Letters (see letter-values.ts): Hebrew letters by mispar katan, א=1 ... ט=9, י=1 (10), כ=2 (20)
 * ... צ=9 (90), ק=1 (100), ר=2, ש=3, ת=4, final forms ך ם ן ף ץ as their regular letters; Latin
 * letters by the Pythagorean chart (A J S=1, B K T=2, C L U=3, D M V=4, E N W=5, F O X=6,
 * G P Y=7, H Q Z=8, I R=9), any case, accented letters as their base letter. Niqqud, geresh,
 * gershayim, quotes, hyphens, maqaf, spaces and anything else that is not a Hebrew or Latin letter
 * (digits, emoji) do not count. A name may mix Hebrew and Latin letters.
 *
 * Reduction (reduceNumber): sum the digits repeatedly, stopping at 1-9 or at a master number
 * 11, 22 or 33. The same rule serves every number below, so a master number survives wherever
 * it appears.
 *
 * - expression: the values of all the letters of the full name summed, then reduced;
 * - soul urge: the vowel letters (Hebrew א ה ו י, Latin a e i o u) summed, then reduced;
 * - personality: the other letters summed, then reduced;
 * - life path: month, day and year each reduced (masters kept), the three summed and reduced
 *   (masters kept): 1990-11-29 -> 11 + 11 + 1 (1990 -> 19 -> 10 -> 1) = 23 -> 5;
 * - birthday: the day of the month reduced, so 11, 22 and 29 (-> 11) keep their master number;
 * - personal year: month and day of birth reduced, plus the current year reduced, summed and
 *   reduced with the same rule. Some schools reduce the personal year fully to 1-9; this shop
 *   keeps 11, 22 and 33 (read as a heightened 2, 4 and 6 year) so that one rule holds throughout
 *   and the master texts of the personal year are used.
 *
 * Hebrew spelling without matres lectionis can leave a name with no vowel letter (דן שמר), and a
 * short Latin name can be all vowels; the soul urge or the personality is then null rather than
 * an invented number. A name with no countable letter at all is refused (NumerologyNameError).
 */
export interface NumerologyProfile {
  /** One number per aspect, so `numbers[aspect]` finds its interpretation. */
  numbers: NumerologyNumbers
  /** The year the personal year number speaks of. */
  personalYearOf: number
  /** Passed through as given: the Hebrew date is derived elsewhere. */
  hebrewBirthDate: string | null
}

type LetterSubsetAspect = 'soulUrge' | 'personality'

export type NumerologyNumbers = Record<
  Exclude<ProfileAspect, LetterSubsetAspect>,
  NumerologyNumber
> &
  Record<LetterSubsetAspect, NumerologyNumber | null>

export interface NumerologyInput {
  fullName: string
  /** Gregorian, ISO 'YYYY-MM-DD'. */
  dateOfBirth: string
  hebrewBirthDate?: string | null
  /** The year to read the personal year for; an argument so the result never depends on a clock. */
  currentYear: number
}

/** The name has no Hebrew or Latin letter to count. The message leaves the name out of logs. */
export class NumerologyNameError extends Error {
  readonly code = 'NUMEROLOGY_NAME_WITHOUT_LETTERS'

  constructor() {
    super('The name has no Hebrew or Latin letter to compute numbers from')
    this.name = 'NumerologyNameError'
  }
}

export function computeNumerologyProfile(input: NumerologyInput): NumerologyProfile {
  const letters = countedLetters(input.fullName)
  if (letters.length === 0) throw new NumerologyNameError()
  const birth = parseCalendarDate(input.dateOfBirth)
  if (!Number.isInteger(input.currentYear) || input.currentYear < 1) {
    throw new RangeError(
      `The current year must be a positive whole number, got ${input.currentYear}`,
    )
  }
  const sums = unreducedNumbers(letters, birth)
  return {
    numbers: {
      lifePath: reduceNumber(sums.lifePath),
      expression: reduceNumber(sums.expression),
      soulUrge: sums.soulUrge === null ? null : reduceNumber(sums.soulUrge),
      personality: sums.personality === null ? null : reduceNumber(sums.personality),
      birthday: reduceNumber(sums.birthday),
      personalYear: personalYearNumber(birth, input.currentYear),
    },
    personalYearOf: input.currentYear,
    hebrewBirthDate: input.hebrewBirthDate ?? null,
  }
}

/** The birth and name numbers as the sums they reduce from (null where no letter counts). */
export interface UnreducedNumbers {
  lifePath: number
  expression: number
  soulUrge: number | null
  personality: number | null
  birthday: number
}

export function unreducedNumbers(letters: CountedLetter[], birth: CalendarDate): UnreducedNumbers {
  return {
    lifePath: reduceNumber(birth.month) + reduceNumber(birth.day) + reduceNumber(birth.year),
    expression: sumOf(letters),
    soulUrge: sumOrNull(letters.filter((letter) => letter.isVowel)),
    personality: sumOrNull(letters.filter((letter) => !letter.isVowel)),
    birthday: birth.day,
  }
}

const sumOf = (letters: CountedLetter[]) => letters.reduce((sum, letter) => sum + letter.value, 0)

const sumOrNull = (letters: CountedLetter[]) => (letters.length === 0 ? null : sumOf(letters))
