import { numerologyNumbers } from './numerology-number.ts'

const oneToNine = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const

/** The aspects of which a person has exactly one number in their profile, one section each. */
export const profileAspects = [
  'lifePath',
  'expression',
  'soulUrge',
  'personality',
  'birthday',
  'personalYear',
] as const

export type ProfileAspect = (typeof profileAspects)[number]

/**
 * Every aspect a map explains, with the values it can take: one text is written, stored and
 * edited by managers for each pair, so the keys and values are stable. The name's inclusion
 * chart and its karmic lessons speak of single digits; a karmic debt is one of four unreduced
 * sums; a challenge is a difference of two reduced numbers and so runs from 0 to 8.
 */
export const numerologyAspects = [
  ...profileAspects,
  'maturity',
  'inclusion',
  'karmicLesson',
  'karmicDebt',
  'pinnacle',
  'challenge',
  'lifeCycle',
] as const

export type NumerologyAspect = (typeof numerologyAspects)[number]

export const aspectValues = {
  lifePath: numerologyNumbers,
  expression: numerologyNumbers,
  soulUrge: numerologyNumbers,
  personality: numerologyNumbers,
  birthday: numerologyNumbers,
  personalYear: numerologyNumbers,
  maturity: numerologyNumbers,
  inclusion: oneToNine,
  karmicLesson: oneToNine,
  karmicDebt: [13, 14, 16, 19],
  pinnacle: numerologyNumbers,
  challenge: [0, 1, 2, 3, 4, 5, 6, 7, 8],
  lifeCycle: numerologyNumbers,
} as const satisfies Record<NumerologyAspect, readonly number[]>

export type AspectValue<A extends NumerologyAspect> = (typeof aspectValues)[A][number]

export function isAspectValue(aspect: NumerologyAspect, value: number): boolean {
  return (aspectValues[aspect] as readonly number[]).includes(value)
}
