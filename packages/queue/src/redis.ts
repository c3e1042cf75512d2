import { Redis, type RedisOptions } from 'ioredis'

/**
 * Workers block on Redis and must wait for it forever; producers (the API, the relay) must fail
 * fast when Redis is down instead of queueing commands in memory, so callers see the error.
 */
export type RedisRole = 'worker' | 'producer'

export function redisOptions(role: RedisRole): RedisOptions {
  return role === 'worker'
    ? { maxRetriesPerRequest: null }
    : { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000 }
}

/** Connection options from a redis:// URL, for BullMQ, which opens (and closes) its own clients. */
export function redisConnection(url: string, role: RedisRole): RedisOptions {
  const parsed = new URL(url)
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : undefined,
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
    ...redisOptions(role),
  }
}

export function createRedis(url: string, role: RedisRole): Redis {
  return new Redis(redisConnection(url, role))
}

/** Redis must never evict queue keys; anything but noeviction loses jobs under memory pressure. */
export async function readMaxmemoryPolicy(redis: Redis): Promise<string | undefined> {
  const reply = (await redis.config('GET', 'maxmemory-policy')) as string[]
  return reply[1]
}

/** Resolves once the client is connected; a producer client refuses commands until then. */
export function whenReady(redis: Redis, timeoutMs: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve()
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      redis.off('ready', onReady)
      reject(new Error('connection timed out'))
    }, timeoutMs)
    const onReady = () => {
      clearTimeout(timer)
      resolve()
    }
    redis.once('ready', onReady)
  })
}
