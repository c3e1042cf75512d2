import { sandboxPaymentProvider } from '@shop/core'
import { he } from '@shop/domain'
import { fileRoutePath } from '@shop/storage'
import { Hono } from 'hono'
import { requestId } from 'hono/request-id'
import type { AppDeps } from './context.ts'
import { fail } from './http/envelope.ts'
import { errorHandler } from './http/error-handler.ts'
import { jsonBodies } from './http/json-body.ts'
import { privateAnswers } from './http/private-answers.ts'
import { requestLog } from './http/request-log.ts'
import { securityHeaders } from './http/security-headers.ts'
import { adminRoutes } from './routes/admin/index.ts'
import { authRoutes } from './routes/auth.ts'
import { emailVerificationRoutes } from './routes/email-verification.ts'
import { passwordResetRoutes } from './routes/password-reset.ts'
import { clientLogRoutes } from './routes/client-log.ts'
import { cancellationRoutes } from './routes/cancellations.ts'
import { contactRoutes } from './routes/contact.ts'
import { giftEmailRoutes } from './routes/gift-emails.ts'
import { couponRoutes } from './routes/coupons.ts'
import { downloadLinkRoutes } from './routes/download-links.ts'
import { fileRoutes } from './routes/files.ts'
import { orderRoutes } from './routes/orders.ts'
import { paymentRoutes } from './routes/payments.ts'
import { healthRoutes } from './routes/health.ts'
import { pageSettings, publicSettingsRoutes, shopDetails } from './routes/public-settings.ts'
import { mountQueueBoard } from './routes/queue-board.ts'
import { reportRoutes } from './routes/reports.ts'
import { sampleMapPath, sampleMapRoutes } from './routes/sample-map.ts'
import { settingsRoutes } from './routes/settings.ts'
import { analyticsScriptTag } from './web/analytics-script.ts'
import { mountWebApp } from './web-app.ts'

/**
 * Largest JSON request body read, refused with 413 before it is: the largest form the shop has (an
 * order of several maps) is a few kilobytes.
 */
const jsonBodyLimitBytes = 64 * 1024

export function createApp(deps: AppDeps) {
  const app = new Hono()
  if (deps.metrics) app.use(deps.metrics.recordRequests)
  app.use(requestId())
  app.use(securityHeaders(deps.env))
  app.use(requestLog(deps.logger))
  app.onError(errorHandler(deps.logger))
  // The sample map's answers are the same for everyone: any cache may keep them.
  app.use('/api/*', privateAnswers({ shared: [sampleMapPath] }))
  app.use(
    '/api/*',
    jsonBodies({
      maxBytes: jsonBodyLimitBytes,
      // The report PDF upload is multipart, with its own 20 MB limit.
      uploads: [/^\/api\/admin\/reports\/[^/]+\/upload$/],
    }),
  )

  app.route('/healthz', healthRoutes(deps))
  app.route('/api/auth', authRoutes(deps))
  app.route('/api/auth/password', passwordResetRoutes(deps))
  app.route('/api/auth/email', emailVerificationRoutes(deps))
  app.route('/api/settings/public', publicSettingsRoutes(deps))
  app.route('/api/settings', settingsRoutes(deps))
  app.route('/api/coupons', couponRoutes(deps))
  const paymentProvider =
    deps.paymentProvider ??
    sandboxPaymentProvider({
      redis: deps.redis,
      keyPrefix: deps.env.QUEUE_PREFIX,
      delayMs: deps.env.PAYMENT_SANDBOX_DELAY_MS,
    })
  app.route('/api/admin', adminRoutes(deps, paymentProvider))
  app.route('/api/orders', orderRoutes(deps, paymentProvider))
  app.route('/api/reports', reportRoutes(deps))
  app.route('/api/reports', giftEmailRoutes(deps))
  app.route('/api/payments', paymentRoutes(deps))
  app.route('/api/gifts', downloadLinkRoutes(deps, 'gift'))
  app.route('/api/downloads', downloadLinkRoutes(deps, 'own'))
  app.route(fileRoutePath, fileRoutes(deps))
  app.route('/api', sampleMapRoutes(deps))
  app.route('/api/contact', contactRoutes(deps))
  app.route('/api/cancellations', cancellationRoutes(deps, paymentProvider))
  app.route('/api/client-log', clientLogRoutes(deps))
  app.all('/api/*', (c) => fail(c, 404, he.errors.notFound))
  mountQueueBoard(app, deps)

  if (deps.webDist) {
    const { webDist, env } = deps
    mountWebApp(app, {
      webDist,
      publicUrl: env.PUBLIC_URL,
      settings: shopDetails(env),
      liveSettings: pageSettings(deps),
      analyticsTag: analyticsScriptTag(env),
    })
  }
  app.notFound((c) => fail(c, 404, he.errors.notFound))
  return app
}
