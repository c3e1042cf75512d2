import { he, verifyEmailSchema } from '@shop/domain'
import { typedSql } from '@shop/db'
import { Hono } from 'hono'
import { sql } from 'kysely'
import { spendAccountToken } from '../auth/account-tokens.ts'
import { requireUser, type AuthEnv } from '../auth/auth-middleware.ts'
import { requestEmailVerification } from '../auth/email-verification.ts'
import { startSession } from '../auth/start-session.ts'
import { findUserById, toAuthUser } from '../auth/users.ts'
import type { AppDeps } from '../context.ts'
import { AppError } from '../http/app-error.ts'
import { ok } from '../http/envelope.ts'
import { rateLimit, userRateLimit } from '../http/rate-limit.ts'
import { validate } from '../http/validate.ts'

/**
 * The link sent at sign-up. It works without signing in (it is often opened on another device)
 * and signs in: only the address's owner has it, and a new account's password sign-in waits for
 * it. An unverified account from before still orders, it only sees a reminder.
 */
export function emailVerificationRoutes(deps: AppDeps) {
  const { orm, env } = deps
  return new Hono<AuthEnv>()
    .post(
      '/verify',
      rateLimit('email-verify', deps),
      validate('json', verifyEmailSchema),
      async (c) => {
        const session = await orm.em.fork().transactional(async (tx) => {
          const spent = await spendAccountToken(tx, c.req.valid('json').token, 'verify')
          if (!spent) throw new AppError('validation', he.account.linkInvalid)
          await typedSql(tx)
            .updateTable('users')
            .set((eb) => ({
              email_verified_at: eb.fn.coalesce('email_verified_at', sql<string>`now()`),
              updated_at: sql`now()`,
            }))
            .where('id', '=', spent.userId)
            .execute()
          return startSession(
            tx,
            toAuthUser((await findUserById(tx, spent.userId))!),
            env.JWT_SECRET,
          )
        })
        return ok<'POST /api/auth/email/verify'>(c, session)
      },
    )
    .post(
      '/verify/resend',
      requireUser(deps),
      userRateLimit('email-verify-resend', deps, {
        limit: env.RATE_LIMIT_ACCOUNT_EMAILS_PER_HOUR,
        windowSeconds: 3600,
      }),
      async (c) => {
        const user = c.get('user')
        if (user.emailVerified) throw new AppError('conflict', he.account.alreadyVerified)
        await orm.em
          .fork()
          .transactional((tx) => requestEmailVerification(tx, user, env.JWT_SECRET))
        return ok<'POST /api/auth/email/verify/resend'>(c, {}, 202)
      },
    )
}
