import { Hono } from 'hono'
import { requireUser, type AuthEnv } from '../auth/auth-middleware.ts'
import type { AppDeps } from '../context.ts'
import { ok } from '../http/envelope.ts'
import { userRateLimit } from '../http/rate-limit.ts'
import { resendGiftEmail } from '../orders/resend-gift-email.ts'

/** A few an hour is plenty for a lost e-mail; more would make the shop a mailer at others. */
export const giftResendsPerHour = 5

/** The buyer's "send again" of a gift's map e-mail, from /my-orders. */
export function giftEmailRoutes(deps: AppDeps) {
  return new Hono<AuthEnv>().post(
    '/:id/gift-email',
    requireUser(deps),
    userRateLimit('gift-resend', deps, { limit: giftResendsPerHour, windowSeconds: 3600 }),
    async (c) => {
      const emailId = await resendGiftEmail(
        deps.orm.em.fork(),
        c.req.param('id'),
        c.get('user').userId,
      )
      return ok<'POST /api/reports/:id/gift-email'>(c, { emailId, status: 'queued' }, 202)
    },
  )
}
