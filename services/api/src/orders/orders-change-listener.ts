import { listenToNotices } from '@shop/db'
import type { Logger } from 'pino'
import type { OrdersPollCache } from './orders-poll-cache.ts'
import type { OrdersPollMemory } from './orders-poll-memory.ts'

export const ordersChangedChannel = 'orders_changed'
/** Session families ended by any API process (sessions-ended.ts), comma-separated. */
export const sessionsEndedChannel = 'sessions_ended'

export interface OrdersChangeListener {
  /** True while the database's notices reach this process and Redis takes them. */
  live(): boolean
  stop(): Promise<void>
}

/**
 * Listens for the notices PostgreSQL sends when a transaction that changed a buyer's orders or
 * reports commits (migration 0006), and when an API process ended sessions. PostgreSQL sends the
 * first at commit, whoever wrote (API, worker, a manager at psql), so no writer has to remember.
 * A change drops the buyer's ETag from this process's memory and the version from Redis; an ended
 * session is refused by the memory. While the connection is down notices are lost: the memory
 * forgets everything and, on every (re)connect, the epoch is renewed; a notice Redis did not take
 * renews it as soon as Redis answers again, so no stale 304 survives either.
 */
export const ordersChangeListenerName = 'orders-change-listener'

export function startOrdersChangeListener(
  databaseUrl: string,
  cache: OrdersPollCache,
  memory: OrdersPollMemory,
  logger: Logger,
  { heartbeatMs = 5000 } = {},
): OrdersChangeListener {
  let stale = true
  let retry: NodeJS.Timeout | undefined

  const settle = async () => {
    if (!stale) return
    try {
      await cache.renewEpoch()
      stale = false
    } catch {
      retry ??= setTimeout(() => {
        retry = undefined
        void settle()
      }, 1000)
    }
  }
  const lose = () => {
    stale = true
    memory.forget()
  }

  const listener = listenToNotices({
    databaseUrl,
    name: ordersChangeListenerName,
    channels: [ordersChangedChannel, sessionsEndedChannel],
    onNotice(channel, payload) {
      if (channel === sessionsEndedChannel) memory.sessionsEnded(payload.split(','))
      if (channel !== ordersChangedChannel) return
      memory.listChanged(payload)
      cache.listsChanged([payload]).catch(() => {
        lose()
        void settle()
      })
    },
    onListening() {
      lose()
      void settle()
    },
    onLost: lose,
    logger,
    heartbeatMs,
  })

  return {
    live: () => listener.live() && !stale,
    async stop() {
      clearTimeout(retry)
      await listener.stop()
    },
  }
}
