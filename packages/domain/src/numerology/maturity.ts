import { reduceNumber, type NumerologyNumber } from './numerology-number.ts'

/** The number a person grows into from midlife: expression and life path summed and reduced. */
export function maturityNumber(numbers: {
  expression: NumerologyNumber
  lifePath: NumerologyNumber
}): NumerologyNumber {
  return reduceNumber(numbers.expression + numbers.lifePath)
}
