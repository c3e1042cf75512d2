import { he } from '@shop/domain'
import { IllegalTransitionError, TransitionTargetMissingError } from '@shop/core'
import type { ErrorHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { Logger } from 'pino'
import { AppError } from './app-error.ts'
import { fail } from './envelope.ts'

/** Turns every thrown error into the envelope; anything unexpected is logged and hidden. */
export function errorHandler(logger: Logger): ErrorHandler {
  return (error, c) => {
    if (error instanceof AppError) return fail(c, error.status, error.message, error.code)
    if (error instanceof IllegalTransitionError) return fail(c, 409, error.message)
    if (error instanceof TransitionTargetMissingError) return fail(c, 404, he.errors.notFound)
    if (error instanceof HTTPException && error.status < 500) {
      // Hono raises these for malformed bodies and similar client mistakes.
      return fail(c, error.status, he.errors.validation)
    }
    logger.error({ err: error, requestId: c.get('requestId') }, 'unhandled error')
    return fail(c, 500, he.errors.internal)
  }
}
