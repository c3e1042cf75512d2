import { numerologyAspects, type AspectValue, type NumerologyAspect } from './aspects.ts'
import type { AspectInterpretation, NumberInterpretation } from './interpretation.ts'
import { birthdayTexts } from './texts/birthday.ts'
import { expressionTexts } from './texts/expression.ts'
import { lifePathTexts } from './texts/life-path.ts'
import { maturityTexts } from './texts/maturity.ts'
import { personalYearTexts } from './texts/personal-year.ts'
import { personalityTexts } from './texts/personality.ts'
import { soulUrgeTexts } from './texts/soul-urge.ts'

/**
 * The aspects whose texts are not written yet. They stay out of the registry, so nothing seeds,
 * lists or prints them; each leaves this list when its file under texts/ joins the registry.
 */
type UnwrittenAspect =
  'inclusion' | 'karmicLesson' | 'karmicDebt' | 'pinnacle' | 'challenge' | 'lifeCycle'

export type WrittenAspect = Exclude<NumerologyAspect, UnwrittenAspect>

/**
 * The Hebrew texts of the map, one per aspect and value: the seed of the table managers edit,
 * so the aspect keys and values must not be renamed. Each aspect lives in its own file under
 * texts/ to keep files readable.
 */
export const numerologyInterpretations: {
  [A in WrittenAspect]: AspectInterpretation<AspectValue<A>>
} = {
  lifePath: lifePathTexts,
  expression: expressionTexts,
  soulUrge: soulUrgeTexts,
  personality: personalityTexts,
  birthday: birthdayTexts,
  personalYear: personalYearTexts,
  maturity: maturityTexts,
}

export const writtenAspects = numerologyAspects.filter(
  (aspect): aspect is WrittenAspect => aspect in numerologyInterpretations,
)

export function interpretationOf<A extends WrittenAspect>(
  aspect: A,
  value: AspectValue<A>,
): NumberInterpretation {
  return numerologyInterpretations[aspect].numbers[value]
}
