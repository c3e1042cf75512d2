import { hebrewIssues } from '@shop/domain'
import type { ValidationTargets } from 'hono'
import { validator } from 'hono/validator'
import type { output, ZodType } from 'zod'
import { AppError } from './app-error.ts'

/**
 * zod validation whose failure answers 400 with the schema's own (Hebrew) message for the first
 * problem, so the form and the API speak with one voice.
 */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  return validator(target, async (value): Promise<output<T>> => {
    const result = await schema.safeParseAsync(value, hebrewIssues)
    if (!result.success) throw new AppError('validation', result.error.issues[0]?.message)
    return result.data
  })
}
