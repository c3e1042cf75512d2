import type { Env } from '@shop/config'
import { createRedis, whenReady } from '@shop/queue'
import pg from 'pg'

/**
 * Checks PostgreSQL and Redis before anything starts, so a newcomer gets one line saying what is
 * missing and how to fix it instead of a connection stack trace.
 */
export async function preflight(env: Env): Promise<string | undefined> {
  const database = new URL(env.DATABASE_URL)
  database.pathname = '/postgres'
  const client = new pg.Client({
    connectionString: database.toString(),
    connectionTimeoutMillis: 3000,
  })
  try {
    await client.connect()
  } catch (error) {
    return `PostgreSQL is not reachable at ${database.host} (DATABASE_URL): ${(error as Error).message}. Start PostgreSQL, or set DATABASE_URL, or use docker compose up.`
  } finally {
    await client.end().catch(() => undefined)
  }

  const redis = createRedis(env.REDIS_URL, 'producer')
  redis.on('error', () => undefined)
  try {
    await whenReady(redis, 3000)
    await redis.ping()
  } catch (error) {
    const url = new URL(env.REDIS_URL)
    return `Redis is not reachable at ${url.host} (REDIS_URL): ${(error as Error).message}. Start redis-server, or set REDIS_URL, or use docker compose up.`
  } finally {
    redis.disconnect()
  }
  return undefined
}
