import { zValidator } from '@hono/zod-validator'
import type { ValidationTargets } from 'hono'
import type { ZodType } from 'zod'
import { AppError } from './app-error.ts'

/**
 * zod validation whose failure answers 400 with the schema's own (Hebrew) message for the first
 * problem, so the form and the API speak with one voice.
 */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const issue = result.error.issues[0]
      throw new AppError('validation', issue?.message)
    }
  })
}
