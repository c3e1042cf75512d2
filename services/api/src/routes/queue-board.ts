import { createBullBoard } from '@bull-board/api'
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter'
import { HonoAdapter } from '@bull-board/hono'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Hono } from 'hono'
import { requireAdmin } from '../auth/auth-middleware.ts'
import type { AppDeps } from '../context.ts'

export const queueBoardPath = '/admin/queues'

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
  const guard = requireAdmin(deps, { acceptBoardCookie: true })
  app.use(queueBoardPath, guard)
  app.use(`${queueBoardPath}/*`, guard)
  app.route(queueBoardPath, serverAdapter.registerPlugin())
}
