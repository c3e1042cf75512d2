import { reductionSteps } from './numerology-number.ts'
import type { UnreducedNumbers } from './numerology-profile.ts'

export const karmicDebtNumbers = [13, 14, 16, 19] as const

export type KarmicDebtNumber = (typeof karmicDebtNumbers)[number]

/** The sums examined, each with every step of its reduction. */
export const karmicDebtAspects = [
  'lifePath',
  'expression',
  'soulUrge',
  'personality',
  'birthday',
] as const satisfies (keyof UnreducedNumbers)[]

export type KarmicDebtAspect = (typeof karmicDebtAspects)[number]

export interface KarmicDebt {
  number: KarmicDebtNumber
  /** The numbers whose sum is, or reduces through, the debt, in the order of karmicDebtAspects. */
  foundIn: KarmicDebtAspect[]
}

/** The debts among the sums and each sum's steps of reduction, in the order 13, 14, 16, 19. */
export function karmicDebts(sums: UnreducedNumbers): KarmicDebt[] {
  const stepsOf = (aspect: KarmicDebtAspect) => {
    const sum = sums[aspect]
    return sum === null ? [] : reductionSteps(sum)
  }
  return karmicDebtNumbers
    .map((number) => ({
      number,
      foundIn: karmicDebtAspects.filter((aspect) => stepsOf(aspect).includes(number)),
    }))
    .filter((debt) => debt.foundIn.length > 0)
}
