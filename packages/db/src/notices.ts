import pg from 'pg'

export interface NoticeListenerOptions {
  databaseUrl: string
  /** Named, so pg_stat_activity tells this connection from the pool's. */
  name: string
  channels: string[]
  onNotice: (channel: string, payload: string) => void
  /** Listening again after a start or a loss: notices sent meanwhile were missed. */
  onListening?: () => void
  /** The connection ended or went silent; it is opened again a second later. */
  onLost?: () => void
  logger: { warn: (details: Record<string, unknown>, message: string) => void }
  heartbeatMs?: number
}

export interface NoticeListener {
  /** True while listening and the connection answered within two heartbeats. */
  live(): boolean
  stop(): Promise<void>
}

/**
 * A connection of its own that listens on PostgreSQL's notice channels, opened again whenever it
 * is lost. Notices sent while it is down are lost for good: `onListening` says when to catch up.
 */
export function listenToNotices({
  name,
  channels,
  onNotice,
  onListening,
  onLost,
  logger,
  heartbeatMs = 5000,
  databaseUrl,
}: NoticeListenerOptions): NoticeListener {
  let client: pg.Client | undefined
  let listening = false
  let lastHeard = 0
  let stopped = false

  const connect = async () => {
    if (stopped) return
    const next = new pg.Client({
      connectionString: databaseUrl,
      keepAlive: true,
      application_name: name,
    })
    client = next
    next.on('notification', ({ channel, payload }) => {
      if (payload) onNotice(channel, payload)
    })
    next.on('error', (error) => logger.warn({ err: error, listener: name }, 'notice listener lost'))
    next.on('end', () => {
      listening = false
      onLost?.()
      if (!stopped) setTimeout(() => void connect(), 1000)
    })
    try {
      await next.connect()
      await next.query(channels.map((channel) => `listen ${channel}`).join('; '))
      listening = true
      lastHeard = Date.now()
      onListening?.()
    } catch (error) {
      logger.warn({ err: error, listener: name }, 'notice listener could not connect; retrying')
      await next.end().catch(() => undefined)
    }
  }
  void connect()

  // A connection that died without a word (no FIN reached us) would hear nothing and say nothing:
  // a query every few seconds finds it.
  const heartbeat = setInterval(() => {
    const current = client
    if (!listening || !current) return
    const silent = setTimeout(() => {
      logger.warn({ listener: name }, 'notice listener stopped answering; reconnecting')
      onLost?.()
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
    live: () => listening && Date.now() - lastHeard < 2 * heartbeatMs + 1000,
    async stop() {
      stopped = true
      clearInterval(heartbeat)
      await client?.end().catch(() => undefined)
    },
  }
}
