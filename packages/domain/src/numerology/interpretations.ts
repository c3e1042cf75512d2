import type { AspectValue, NumerologyAspect } from './aspects.ts'
import type { AspectInterpretation, NumberInterpretation } from './interpretation.ts'
import { birthdayTexts } from './texts/birthday.ts'
import { challengeTexts } from './texts/challenge.ts'
import { expressionTexts } from './texts/expression.ts'
import { inclusionTexts } from './texts/inclusion.ts'
import { karmicDebtTexts } from './texts/karmic-debt.ts'
import { karmicLessonTexts } from './texts/karmic-lesson.ts'
import { lifeCycleTexts } from './texts/life-cycle.ts'
import { lifePathTexts } from './texts/life-path.ts'
import { maturityTexts } from './texts/maturity.ts'
import { personalYearTexts } from './texts/personal-year.ts'
import { personalityTexts } from './texts/personality.ts'
import { pinnacleTexts } from './texts/pinnacle.ts'
import { soulUrgeTexts } from './texts/soul-urge.ts'

/**
 * The Hebrew texts of the map, one per aspect and value: the seed of the table managers edit,
 * so the aspect keys and values must not be renamed. Each aspect lives in its own file under
 * texts/ to keep files readable.
 */
export const numerologyInterpretations: {
  [A in NumerologyAspect]: AspectInterpretation<AspectValue<A>>
} = {
  lifePath: lifePathTexts,
  expression: expressionTexts,
  soulUrge: soulUrgeTexts,
  personality: personalityTexts,
  birthday: birthdayTexts,
  personalYear: personalYearTexts,
  maturity: maturityTexts,
  inclusion: inclusionTexts,
  karmicLesson: karmicLessonTexts,
  karmicDebt: karmicDebtTexts,
  pinnacle: pinnacleTexts,
  challenge: challengeTexts,
  lifeCycle: lifeCycleTexts,
}

export function interpretationOf<A extends NumerologyAspect>(
  aspect: A,
  value: AspectValue<A>,
): NumberInterpretation {
  return numerologyInterpretations[aspect].numbers[value]
}
