import type { PaymentProvider } from '@shop/core'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { setCookie } from 'hono/cookie'
import { timing } from 'hono/timing'
import { boardCookieName, requireAdmin, type AuthEnv } from '../../auth/auth-middleware.ts'
import { sessionLifetimeSeconds } from '../../auth/session-token.ts'
import type { AppDeps } from '../../context.ts'
import { ok } from '../../http/envelope.ts'
import { queueBoardPath } from '../queue-board.ts'
import { adminCancellationRoutes, adminOrderCancellationRoutes } from './cancellations.ts'
import { adminDocumentRoutes } from './documents.ts'
import { adminGiftEmailRoutes } from './gift-emails.ts'
import { adminMapDraftRoutes } from './map-drafts.ts'
import { adminMapTextRoutes } from './map-texts.ts'
import { adminOrderEmailRoutes } from './order-emails.ts'
import { adminOrderInvoiceRoutes } from './order-invoice.ts'
import { adminOrderRoutes } from './orders.ts'
import { adminReportRoutes } from './reports.ts'
import { adminStatsRoutes } from './stats.ts'
import { adminUserRoutes } from './users.ts'

/** Everything under /api/admin; the guard runs before any of it. */
export function adminRoutes(deps: AppDeps, paymentProvider: PaymentProvider) {
  const admin = new Hono<AuthEnv>()
  // Server-Timing: what each admin answer cost the server, apart from the network
  // A page of orders is some 70 KB of JSON and a tenth of that gzipped: fewer bytes for a manager
  // on a phone, and less for the server to write.
  admin.use('*', compress())
  admin.use('*', timing())
  admin.use('*', requireAdmin(deps))
  // The dashboard checks the session here on entry; the answer also hands the queue board its
  // cookie, copied from the bearer token so it expires with it.
  admin.get('/session', (c) => {
    const token = c.req.header('authorization')?.replace(/^Bearer\s+/i, '')
    if (token) {
      setCookie(c, boardCookieName, token, {
        httpOnly: true,
        sameSite: 'Strict',
        secure: deps.env.PUBLIC_URL.startsWith('https:'),
        path: queueBoardPath,
        maxAge: sessionLifetimeSeconds,
      })
    }
    return ok<'GET /api/admin/session'>(c, { user: c.get('user') })
  })
  admin.route('/orders', adminOrderRoutes(deps, paymentProvider))
  admin.route('/orders', adminOrderEmailRoutes(deps))
  admin.route('/orders', adminOrderInvoiceRoutes(deps))
  admin.route('/orders', adminOrderCancellationRoutes(deps, paymentProvider))
  admin.route('/cancellations', adminCancellationRoutes(deps, paymentProvider))
  admin.route('/reports', adminReportRoutes(deps))
  admin.route('/reports', adminGiftEmailRoutes(deps))
  admin.route('/reports', adminMapDraftRoutes(deps))
  admin.route('/map-texts', adminMapTextRoutes(deps))
  admin.route('/users', adminUserRoutes(deps))
  admin.route('/stats', adminStatsRoutes(deps))
  admin.route('/documents', adminDocumentRoutes(deps))
  return admin
}
