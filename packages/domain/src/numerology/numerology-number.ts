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
  if (!Number.isInteger(value) || value < 1) {
    throw new RangeError(`Only positive whole numbers reduce, got ${value}`)
  }
  let current = value
  while (current > 9 && !masterNumbers.has(current)) current = digitSum(current)
  return current as NumerologyNumber
}
