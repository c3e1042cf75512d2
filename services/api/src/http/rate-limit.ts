import { he } from '@shop/domain'
import { whenReady } from '@shop/queue'
import type { MiddlewareHandler } from 'hono'
import type { AppDeps } from '../context.ts'
import { AppError } from './app-error.ts'
import { clientAddress } from './client-address.ts'

/**
 * A fixed one-minute window per address and bucket, counted in Redis so every API replica shares
 * it. If Redis is unreachable the request is let through: a login should not fail for that.
 */
export function rateLimit(
  bucket: string,
  { redis, env, rateLimitPrefix }: AppDeps,
): MiddlewareHandler {
  return async (c, next) => {
    const window = Math.floor(Date.now() / 60_000)
    const key = `${rateLimitPrefix ?? 'rate-limit'}:${bucket}:${clientAddress(c, env.TRUST_PROXY)}:${window}`
    let count: number | undefined
    try {
      await whenReady(redis, 1000)
      const [[, hits]] = (await redis.multi().incr(key).expire(key, 60).exec()) as [[null, number]]
      count = hits
    } catch {
      count = undefined
    }
    if (count !== undefined && count > env.RATE_LIMIT_PER_MINUTE) {
      c.header('Retry-After', String(60 - (Math.floor(Date.now() / 1000) % 60)))
      throw new AppError('rateLimited', he.errors.rateLimited)
    }
    await next()
  }
}
