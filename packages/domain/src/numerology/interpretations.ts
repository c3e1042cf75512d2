import type { NumerologyAspect } from './aspects.ts'
import type { AspectInterpretation, NumberInterpretation } from './interpretation.ts'
import type { NumerologyNumber } from './numerology-number.ts'
import { birthdayTexts } from './texts/birthday.ts'
import { expressionTexts } from './texts/expression.ts'
import { lifePathTexts } from './texts/life-path.ts'
import { personalYearTexts } from './texts/personal-year.ts'
import { personalityTexts } from './texts/personality.ts'
import { soulUrgeTexts } from './texts/soul-urge.ts'

/**
 * The Hebrew texts of the map, one per aspect and number: the seed of the table managers edit,
 * so the aspect keys and numbers must not be renamed. Each aspect lives in its own file under
 * texts/ to keep files readable; 72 paragraphs in one file would not be.
 */
export const numerologyInterpretations: Record<NumerologyAspect, AspectInterpretation> = {
  lifePath: lifePathTexts,
  expression: expressionTexts,
  soulUrge: soulUrgeTexts,
  personality: personalityTexts,
  birthday: birthdayTexts,
  personalYear: personalYearTexts,
}

export function interpretationOf(
  aspect: NumerologyAspect,
  number: NumerologyNumber,
): NumberInterpretation {
  return numerologyInterpretations[aspect].numbers[number]
}
