import { emailLookupSchema, he, resetPasswordSchema } from '@shop/domain'
import { hashPassword, typedSql } from '@shop/db'
import { emailKinds, recordEmail } from '@shop/core'
import { Hono } from 'hono'
import { sql } from 'kysely'
import { issueAccountTokenByEmail, spendAccountToken } from '../auth/account-tokens.ts'
import { requireStrongPassword } from '../auth/new-password.ts'
import { requirePasswordSignIn } from '../auth/password-sign-in.ts'
import { revokeAllForUser } from '../auth/refresh-tokens.ts'
import { sessionsEnded } from '../auth/sessions-ended.ts'
import type { AppDeps } from '../context.ts'
import { AppError } from '../http/app-error.ts'
import { ok } from '../http/envelope.ts'
import { rateLimit } from '../http/rate-limit.ts'
import { validate } from '../http/validate.ts'

/** "Forgot password": a single-use link by e-mail, then a new password that ends every session. */
export function passwordResetRoutes(deps: AppDeps) {
  const { orm, env } = deps

  const issueResetLink = (email: string) =>
    orm.em.fork().transactional(async (tx) => {
      const issued = await issueAccountTokenByEmail(tx, email, 'reset', env.JWT_SECRET)
      if (!issued) return
      await recordEmail(tx, {
        key: emailKinds['password-reset'].key(issued.id),
        to: { accountEmail: email },
        template: 'password-reset',
        context: { accountTokenId: issued.id },
      })
    })

  return new Hono()
    .post(
      '/forgot',
      rateLimit('password-forgot', deps, {
        limit: env.RATE_LIMIT_ACCOUNT_EMAILS_PER_HOUR,
        windowSeconds: 3600,
      }),
      validate('json', emailLookupSchema),
      (c) => {
        requirePasswordSignIn(env)
        const { email } = c.req.valid('json')
        // Answered before the work is done, so the time to answer cannot tell whether the
        // account exists; the e-mail itself goes out from the worker in any case.
        deps.afterAnswer.run('could not issue a password reset link', () => issueResetLink(email))
        return ok<'POST /api/auth/password/forgot'>(c, {}, 202)
      },
    )
    .post(
      '/reset',
      rateLimit('password-reset', deps),
      validate('json', resetPasswordSchema),
      async (c) => {
        requirePasswordSignIn(env)
        const { token, password } = c.req.valid('json')
        // Hashed before the transaction, so the slow hash holds no row locks
        const passwordHash = await hashPassword(password)
        const ended = await orm.em.fork().transactional(async (tx) => {
          const spent = await spendAccountToken(tx, token, 'reset')
          if (!spent) throw new AppError('validation', he.account.linkInvalid)
          const db = typedSql(tx)
          const owner = await db
            .selectFrom('users')
            .select(['email', 'name'])
            .where('id', '=', spent.userId)
            .executeTakeFirstOrThrow()
          // Refused before anything is written: the transaction, and the link's spending, roll back.
          requireStrongPassword(password, owner)
          // The link reached the owner's mailbox, which proves the address as well.
          await db
            .updateTable('users')
            .set((eb) => ({
              password_hash: passwordHash,
              updated_at: sql`now()`,
              email_verified_at: eb.fn.coalesce('email_verified_at', sql<string>`now()`),
            }))
            .where('id', '=', spent.userId)
            .execute()
          await recordEmail(tx, {
            key: emailKinds['password-changed'].key(spent.tokenId),
            to: { accountEmail: owner.email },
            template: 'password-changed',
            context: { userId: spent.userId },
          })
          return revokeAllForUser(tx, spent.userId)
        })
        await sessionsEnded(deps, ended)
        return ok<'POST /api/auth/password/reset'>(c, {})
      },
    )
}
