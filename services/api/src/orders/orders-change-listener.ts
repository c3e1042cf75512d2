import pg from 'pg'
import type { Logger } from 'pino'
import type { OrdersPollCache } from './orders-poll-cache.ts'

export const ordersChangedChannel = 'orders_changed'

export interface OrdersChangeListener {
  /** True while the database's change notices reach this process and Redis takes them. */
  live(): boolean
  stop(): Promise<void>
}

/**
 * Listens for the notices PostgreSQL sends when a transaction that changed a buyer's orders or
 * reports commits (migration 0006), and drops that buyer's list version. PostgreSQL sends them
 * at commit, whoever wrote (API, worker, a manager at psql), so no writer has to remember. While
 * the connection is down notices are lost; on every (re)connect the epoch is renewed, and a notice
 * Redis did not take renews it as soon as Redis answers again, so no stale 304 survives either.
 */
export function startOrdersChangeListener(
  databaseUrl: string,
  cache: OrdersPollCache,
  logger: Logger,
): OrdersChangeListener {
  let client: pg.Client | undefined
  let connected = false
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

  const connect = async () => {
    if (stopped) return
    const next = new pg.Client({ connectionString: databaseUrl })
    client = next
    next.on('notification', (notice) => {
      if (notice.channel !== ordersChangedChannel || !notice.payload) return
      cache.listsChanged([notice.payload]).catch(() => {
        stale = true
        void settle()
      })
    })
    next.on('error', (error) => logger.warn({ err: error }, 'orders change listener lost'))
    next.on('end', () => {
      connected = false
      stale = true
      if (!stopped) setTimeout(() => void connect(), 1000)
    })
    try {
      await next.connect()
      await next.query(`listen ${ordersChangedChannel}`)
      connected = true
      stale = true
      await settle()
    } catch (error) {
      logger.warn({ err: error }, 'orders change listener could not connect; retrying')
      await next.end().catch(() => undefined)
    }
  }
  void connect()

  return {
    live: () => connected && !stale,
    async stop() {
      stopped = true
      clearTimeout(retry)
      await client?.end().catch(() => undefined)
    },
  }
}
