import { createBullBoard } from '@bull-board/api'
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter'
import { HonoAdapter } from '@bull-board/hono'
import { serveStatic } from '@hono/node-server/serve-static'
import { he } from '@shop/domain'
import type { Hono, MiddlewareHandler } from 'hono'
import { requireAdmin } from '../auth/auth-middleware.ts'
import type { AppDeps } from '../context.ts'
import { AppError } from '../http/app-error.ts'
import { errorHandler } from '../http/error-handler.ts'

export const queueBoardPath = '/admin/queues'
export const queueBoardLogin = `/admin-login?next=${queueBoardPath}`

/**
 * Bull Board for operators. The guard is mounted before the board's own routes so that every
 * sub-path (its API and its assets too) is refused to anyone but a manager.
 */
export function mountQueueBoard(app: Hono, deps: AppDeps) {
  const serverAdapter = new HonoAdapter(serveStatic).setBasePath(queueBoardPath)
  createBullBoard({
    queues: Object.values(deps.queues).map(
      (queue) => new BullMQAdapter(queue, { readOnlyMode: false }),
    ),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Numerology shop queues' } },
  })
  // The board's own handler answers with the driver's English message (and, in development, its
  // stack). Everything the board does is a Redis call, so a failure means Redis is unreachable.
  serverAdapter.setErrorHandler((error) => {
    deps.logger.error({ err: error }, 'queue board request failed')
    throw new AppError('unavailable', he.admin.queueBoardUnavailable)
  })
  const board = serverAdapter.registerPlugin()
  // The adapter builds its routes with the CommonJS copy of Hono, whose default error handler
  // Hono does not recognise as a default: without this, errors would answer plain-text 500s.
  board.onError(errorHandler(deps.logger))
  const guard = signInFirst(requireAdmin(deps, { acceptBoardCookie: true }))
  app.use(queueBoardPath, guard)
  app.use(`${queueBoardPath}/*`, guard)
  app.route(queueBoardPath, board)
}

/**
 * A manager who opens the board in a browser without a valid cookie (it expires with the
 * session) is sent to sign in and brought back; the board's own API calls, and any client asking
 * for JSON, still get the 401 or 403 envelope.
 */
function signInFirst(guard: MiddlewareHandler): MiddlewareHandler {
  return async (c, next) => {
    let admitted = false
    try {
      return await guard(c, () => {
        admitted = true
        return next()
      })
    } catch (error) {
      const refused =
        error instanceof AppError && ['unauthorized', 'forbidden'].includes(error.kind)
      const browserPage =
        ['GET', 'HEAD'].includes(c.req.method) && c.req.header('accept')?.includes('text/html')
      if (admitted || !refused || !browserPage) throw error
      c.header('Cache-Control', 'no-store')
      return c.redirect(queueBoardLogin, 302)
    }
  }
}
