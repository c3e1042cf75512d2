/** The numbers a reading can land on: the digits and the master numbers. */
export const numerologyNumbers = [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22, 33] as const

export type NumerologyNumber = (typeof numerologyNumbers)[number]

const masterNumbers: ReadonlySet<number> = new Set([11, 22, 33])

export function isNumerologyNumber(value: number): value is NumerologyNumber {
  return (numerologyNumbers as readonly number[]).includes(value)
}

function digitSum(value: number): number {
  let sum = 0
  for (let rest = value; rest > 0; rest = Math.floor(rest / 10)) sum += rest % 10
  return sum
}

/**
 * Sums the digits again and again until one digit is left, stopping early at a master number
 * (11, 22, 33): 29 -> 11 stays 11, 38 -> 11, 1985 -> 23 -> 5, 1993 -> 22.
 */
export function reduceNumber(value: number): NumerologyNumber {
  return reductionSteps(value).at(-1) as NumerologyNumber
}

/** Every number the reduction passes through, the value first: 67 -> [67, 13, 4]. */
export function reductionSteps(value: number): number[] {
  if (!Number.isInteger(value) || value < 1) {
    throw new RangeError(`Only positive whole numbers reduce, got ${value}`)
  }
  const steps = [value]
  for (let current = value; current > 9 && !masterNumbers.has(current);) {
    current = digitSum(current)
    steps.push(current)
  }
  return steps
}

export type NumerologyDigit = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9

/** Reduces through the master numbers too, for the rules that need one digit: 11 -> 2, 29 -> 2. */
export function reduceToDigit(value: number): NumerologyDigit {
  const reduced = reduceNumber(value)
  return (reduced > 9 ? digitSum(reduced) : reduced) as NumerologyDigit
}
