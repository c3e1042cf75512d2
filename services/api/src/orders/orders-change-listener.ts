import pg from 'pg'
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
  let client: pg.Client | undefined
  let connected = false
  let lastHeard = 0
  let stale = true
  let stopped = false
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

  const connect = async () => {
    if (stopped) return
    // Named, so pg_stat_activity tells this connection from the pool's
    const next = new pg.Client({
      connectionString: databaseUrl,
      keepAlive: true,
      application_name: ordersChangeListenerName,
    })
    client = next
    next.on('notification', ({ channel, payload }) => {
      if (!payload) return
      if (channel === sessionsEndedChannel) memory.sessionsEnded(payload.split(','))
      if (channel !== ordersChangedChannel) return
      memory.listChanged(payload)
      cache.listsChanged([payload]).catch(() => {
        lose()
        void settle()
      })
    })
    next.on('error', (error) => logger.warn({ err: error }, 'orders change listener lost'))
    next.on('end', () => {
      connected = false
      lose()
      if (!stopped) setTimeout(() => void connect(), 1000)
    })
    try {
      await next.connect()
      await next.query(`listen ${ordersChangedChannel}; listen ${sessionsEndedChannel}`)
      connected = true
      lastHeard = Date.now()
      lose()
      await settle()
    } catch (error) {
      logger.warn({ err: error }, 'orders change listener could not connect; retrying')
      await next.end().catch(() => undefined)
    }
  }
  void connect()

  // A connection that died without a word (no FIN reached us) would hear nothing and say nothing:
  // a query every few seconds finds it, and the memory is not trusted while no answer is recent.
  const heartbeat = setInterval(() => {
    const current = client
    if (!connected || !current) return
    const silent = setTimeout(() => {
      logger.warn('orders change listener stopped answering; reconnecting')
      lose()
      void current.end().catch(() => undefined)
    }, heartbeatMs)
    current
      .query('select 1')
      .then(() => (lastHeard = Date.now()))
      .catch(() => undefined)
      .finally(() => clearTimeout(silent))
  }, heartbeatMs)
  heartbeat.unref()

  return {
    live: () => connected && !stale && Date.now() - lastHeard < 2 * heartbeatMs + 1000,
    async stop() {
      stopped = true
      clearTimeout(retry)
      clearInterval(heartbeat)
      await client?.end().catch(() => undefined)
    },
  }
}
