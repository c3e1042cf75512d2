import { he } from '@shop/domain'
import type { Context } from 'hono'
import { createHash } from 'node:crypto'
import type { AppDeps } from '../context.ts'
import { AppError } from '../http/app-error.ts'
import { countHit, rateLimited, takeBackHit } from '../http/rate-limit.ts'

export const loginFailureWindowSeconds = 15 * 60

/**
 * Failed sign-ins per account in 15 minutes, whatever address they come from, counted apart from
 * the per-address limits: a guesser spread over many addresses still gets few tries, and one
 * guessing other accounts from the office's address cannot lock the manager out. Unknown e-mails
 * are counted alike, so a 429 does not tell which e-mails have accounts.
 */
export function loginAttempts(deps: AppDeps) {
  const keyOf = (email: string) =>
    `login-account:${createHash('sha256').update(email).digest('hex')}`

  return {
    /**
     * Counts the attempt before the password is checked, so parallel guesses cannot slip past the
     * limit; answers a function that takes it back once the password proved right.
     */
    async begin(c: Context, email: string): Promise<() => Promise<void>> {
      const key = keyOf(email)
      const hit = await countHit(deps, key, loginFailureWindowSeconds)
      // Redis away: uncounted guesses are not let through (the per-address limit refuses too)
      if (!hit) throw new AppError('unavailable')
      if (hit.count > deps.env.RATE_LIMIT_LOGIN_FAILURES) {
        throw rateLimited(c, hit.retryAfter, he.auth.tooManyLoginAttempts)
      }
      return () => takeBackHit(deps, key)
    },
  }
}
