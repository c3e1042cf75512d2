import type { AgeSpan, CalendarDate } from './birth-date.ts'
import { reduceNumber, reduceToDigit, type NumerologyNumber } from './numerology-number.ts'

export const challengeNumbers = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const

export type ChallengeNumber = (typeof challengeNumbers)[number]

export type Pinnacle = AgeSpan & { number: NumerologyNumber }

export type Challenge = AgeSpan & { number: ChallengeNumber }

/** The four periods of a life, each with its pinnacle and its challenge (see numerology-map.ts). */
export function pinnaclesAndChallenges(
  birth: CalendarDate,
  lifePath: NumerologyNumber,
): { pinnacles: Pinnacle[]; challenges: Challenge[] } {
  const month = reduceNumber(birth.month)
  const day = reduceNumber(birth.day)
  const year = reduceNumber(birth.year)
  const first = reduceNumber(month + day)
  const second = reduceNumber(day + year)
  const pinnacleNumbers = [first, second, reduceNumber(first + second), reduceNumber(month + year)]

  const monthDigit = reduceToDigit(month)
  const dayDigit = reduceToDigit(day)
  const yearDigit = reduceToDigit(year)
  const firstChallenge = difference(monthDigit, dayDigit)
  const secondChallenge = difference(dayDigit, yearDigit)
  const challengeValues = [
    firstChallenge,
    secondChallenge,
    difference(firstChallenge, secondChallenge),
    difference(monthDigit, yearDigit),
  ]
  const spans = pinnacleSpans(lifePath)
  return {
    pinnacles: spans.map((span, index) => ({ ...span, number: pinnacleNumbers[index]! })),
    challenges: spans.map((span, index) => ({ ...span, number: challengeValues[index]! })),
  }
}

/** The ages of the four periods, by the rule in numerology-map.ts. */
export function pinnacleSpans(lifePath: NumerologyNumber): AgeSpan[] {
  const firstEnd = 36 - reduceToDigit(lifePath)
  return [
    { fromAge: 0, toAge: firstEnd },
    { fromAge: firstEnd + 1, toAge: firstEnd + 9 },
    { fromAge: firstEnd + 10, toAge: firstEnd + 18 },
    { fromAge: firstEnd + 19, toAge: null },
  ]
}

const difference = (a: number, b: number) => Math.abs(a - b) as ChallengeNumber
