import type { CountedLetter } from './letter-values.ts'
import type { NumerologyDigit } from './numerology-number.ts'

export const inclusionDigits = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const satisfies NumerologyDigit[]

/** The chart's rows as drawn: 1-2-3 on top, 7-8-9 at the bottom. */
export const inclusionGridRows = [
  [1, 2, 3],
  [4, 5, 6],
  [7, 8, 9],
] as const satisfies NumerologyDigit[][]

export interface InclusionCell {
  number: NumerologyDigit
  count: number
}

export interface InclusionChart {
  /** How many letters of the full name have each value. */
  counts: Record<NumerologyDigit, number>
  grid: InclusionCell[][]
  /** The numbers no letter of the name has. */
  karmicLessons: NumerologyDigit[]
  /** By the rule in numerology-map.ts. */
  strongNumbers: NumerologyDigit[]
}

export function inclusionChart(letters: CountedLetter[]): InclusionChart {
  const counts = Object.fromEntries(inclusionDigits.map((digit) => [digit, 0])) as Record<
    NumerologyDigit,
    number
  >
  for (const letter of letters) counts[letter.value as NumerologyDigit] += 1
  const averageCount = letters.length / inclusionDigits.length
  return {
    counts,
    grid: inclusionGridRows.map((row) =>
      row.map((digit) => ({ number: digit, count: counts[digit] })),
    ),
    karmicLessons: inclusionDigits.filter((digit) => counts[digit] === 0),
    strongNumbers: inclusionDigits.filter(
      (digit) => counts[digit] >= 2 && counts[digit] > averageCount,
    ),
  }
}
