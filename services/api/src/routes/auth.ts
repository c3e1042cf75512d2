import { he, loginSchema, refreshSchema, signupSchema } from '@shop/domain'
import { hashPassword, typedSql, verifyPassword } from '@shop/db'
import { emailKinds, mayEmailUnproven, recordEmail } from '@shop/core'
import { removeOrderFiles } from '@shop/storage'
import { Hono } from 'hono'
import { sql } from 'kysely'
import { randomUUID } from 'node:crypto'
import { deleteCookie } from 'hono/cookie'
import { boardCookieName, requireUser, type AuthEnv } from '../auth/auth-middleware.ts'
import { eraseAccount, isLastAdmin } from '../auth/erase-account.ts'
import { revokeByToken, rotateRefreshToken } from '../auth/refresh-tokens.ts'
import { requestEmailVerification } from '../auth/email-verification.ts'
import { requireStrongPassword } from '../auth/new-password.ts'
import { loginAttempts } from '../auth/login-attempts.ts'
import { requirePasswordSignIn } from '../auth/password-sign-in.ts'
import { sessionsEnded } from '../auth/sessions-ended.ts'
import { signSessionToken } from '../auth/session-token.ts'
import { startSession } from '../auth/start-session.ts'
import {
  awaitsVerification,
  findActiveUserByEmail,
  findUserById,
  toAuthUser,
} from '../auth/users.ts'
import type { AppDeps } from '../context.ts'
import { AppError } from '../http/app-error.ts'
import { ok } from '../http/envelope.ts'
import { rateLimit } from '../http/rate-limit.ts'
import { validate } from '../http/validate.ts'
import { queueBoardPath } from './queue-board.ts'

const invalidCredentials = () =>
  new AppError('unauthorized', he.auth.invalidCredentials, he.auth.errorCodes.invalidCredentials)

// Verifying against a real hash when the account does not exist keeps both answers equally slow,
// so timing does not tell which e-mails have accounts.
const decoyHash = hashPassword(randomUUID())

export function authRoutes(deps: AppDeps) {
  const { orm, env } = deps
  const attempts = loginAttempts(deps)

  return new Hono<AuthEnv>()
    .post('/signup', rateLimit('signup', deps), validate('json', signupSchema), async (c) => {
      requirePasswordSignIn(env)
      const input = c.req.valid('json')
      requireStrongPassword(input.password, input)
      const passwordHash = await hashPassword(input.password)
      // The same answer, after the same work, whether or not the address has an account: sign-up
      // does not tell who is a customer. A new account signs in once its address is verified; the
      // owner of a taken address hears of the attempt instead. Either e-mail goes to an address
      // nobody has proven, so only within the caps.
      await orm.em.fork().transactional(async (tx) => {
        const inserted = await typedSql(tx)
          .insertInto('users')
          .values({
            id: randomUUID(),
            email: input.email,
            password_hash: passwordHash,
            name: input.name || null,
            phone: input.phone || null,
            created_at: sql`now()`,
            updated_at: sql`now()`,
          })
          .onConflict((conflict) => conflict.doNothing())
          .returning('id')
          .executeTakeFirst()
        const template = inserted ? 'email-verification' : 'account-exists'
        if (!(await mayEmailUnproven(tx, template, input.email, env, deps.logger))) return
        if (inserted) {
          await requestEmailVerification(
            tx,
            { userId: inserted.id, email: input.email },
            env.JWT_SECRET,
          )
        } else if (await findActiveUserByEmail(tx, input.email)) {
          await recordEmail(tx, {
            key: emailKinds['account-exists'].key(randomUUID()),
            template: 'account-exists',
            to: { accountEmail: input.email },
            context: {},
          })
        }
      })
      return ok<'POST /api/auth/signup'>(c, {}, 202)
    })
    .post('/login', rateLimit('login', deps), validate('json', loginSchema), async (c) => {
      requirePasswordSignIn(env)
      const { email, password } = c.req.valid('json')
      const forgive = await attempts.begin(c, email)
      const em = orm.em.fork()
      const row = await findActiveUserByEmail(em, email)
      const valid = await verifyPassword(password, row?.password_hash ?? (await decoyHash))
      // A sign-up not yet verified answers as a wrong password would: otherwise signing up with
      // an address and then signing in would tell whether it had an account before.
      if (!row || !valid || (await awaitsVerification(em, row))) throw invalidCredentials()
      await forgive()
      return ok<'POST /api/auth/login'>(c, await startSession(em, toAuthUser(row), env.JWT_SECRET))
    })
    .post('/refresh', rateLimit('refresh', deps), validate('json', refreshSchema), async (c) => {
      const em = orm.em.fork()
      const rotated = await rotateRefreshToken(em, c.req.valid('json').refreshJwt)
      if (!rotated.ok) {
        if (rotated.reason === 'reused') await sessionsEnded(deps, [rotated.revokedFamilyId])
        throw new AppError('unauthorized', he.auth.sessionExpired)
      }
      const user = toAuthUser((await findUserById(em, rotated.userId))!)
      return ok<'POST /api/auth/refresh'>(c, {
        sessionJwt: await signSessionToken(user, rotated.familyId, env.JWT_SECRET),
        refreshJwt: rotated.refreshJwt,
        user,
      })
    })
    .post('/logout', rateLimit('logout', deps), validate('json', refreshSchema), async (c) => {
      await sessionsEnded(deps, await revokeByToken(orm.em.fork(), c.req.valid('json').refreshJwt))
      // The queue board's copy of the session token goes with it (the token is revoked anyway).
      deleteCookie(c, boardCookieName, {
        path: queueBoardPath,
        httpOnly: true,
        sameSite: 'Strict',
        secure: env.PUBLIC_URL.startsWith('https:'),
      })
      return ok<'POST /api/auth/logout'>(c, {})
    })
    .get('/me', requireUser(deps), (c) => ok<'GET /api/auth/me'>(c, { user: c.get('user') }))
    .get('/me/deletion', requireUser(deps), async (c) => {
      // The account menu offers deletion to anyone but the shop's last manager.
      const last = await isLastAdmin(orm.em.fork(), c.get('user').userId, env.ADMIN_TENANT_ID)
      return ok<'GET /api/auth/me/deletion'>(c, { allowed: !last })
    })
    .delete('/me', requireUser(deps), async (c) => {
      const { userId } = c.get('user')
      const erased = await orm.em
        .fork()
        .transactional((tx) => eraseAccount(tx, userId, env.ADMIN_TENANT_ID))
      await sessionsEnded(deps, erased.families)
      // The maps go at once; should S3 fail now, the user.deleted event removes them later.
      await removeOrderFiles(deps.storage, erased.orderIds, erased.keptFiles).catch(
        (error: unknown) => {
          deps.logger.warn({ err: error, userId }, 'files of an erased account left to the worker')
        },
      )
      return ok<'DELETE /api/auth/me'>(c, {})
    })
}
