import { Hono } from 'hono'
import type { AuthEnv } from '../../auth/auth-middleware.ts'
import type { AppDeps } from '../../context.ts'
import { ok } from '../../http/envelope.ts'
import { resendGiftEmail } from '../../orders/resend-gift-email.ts'

/** A manager re-sends a gift's map e-mail from the order details, when the recipient asks. */
export function adminGiftEmailRoutes({ orm }: AppDeps) {
  return new Hono<AuthEnv>().post('/:id/gift-email', async (c) => {
    const emailId = await resendGiftEmail(orm.em.fork(), c.req.param('id'))
    return ok<'POST /api/admin/reports/:id/gift-email'>(c, { emailId, status: 'queued' }, 202)
  })
}
