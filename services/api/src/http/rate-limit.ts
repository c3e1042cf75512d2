import { he } from '@shop/domain'
import { whenReady } from '@shop/queue'
import type { Context, Env, MiddlewareHandler } from 'hono'
import type { AuthEnv } from '../auth/auth-middleware.ts'
import type { AppDeps } from '../context.ts'
import { AppError } from './app-error.ts'
import { clientAddress } from './client-address.ts'

export interface RateLimitOptions {
  /** Requests allowed per window; RATE_LIMIT_PER_MINUTE unless given. */
  limit?: number
  windowSeconds?: number
}

type Counter = Pick<AppDeps, 'redis' | 'rateLimitPrefix'>

/**
 * The doors a guesser or a sender of e-mails would use: when Redis cannot count, they answer a
 * 503 rather than stand unlimited exactly when nobody watches. Every other limit lets requests
 * through then, since a lost limit costs less there than a shop that stops with Redis.
 */
const failClosedBuckets = new Set([
  'login',
  'signup',
  'password-forgot',
  'password-reset',
  'contact',
  'cancellation',
])

const keyOf = ({ rateLimitPrefix }: Counter, name: string) =>
  `${rateLimitPrefix ?? 'rate-limit'}:${name}`

/**
 * Counts one hit in a window that starts with the first hit, in Redis so every API replica shares
 * it (a window aligned to the clock would allow twice the limit across its boundary). Undefined
 * when Redis is unreachable: the caller decides whether that lets the request through.
 */
export async function countHit(
  counter: Counter,
  name: string,
  windowSeconds: number,
): Promise<{ count: number; retryAfter: number } | undefined> {
  const { redis } = counter
  const key = keyOf(counter, name)
  try {
    await whenReady(redis, 1000)
    const results = (await redis
      .multi()
      .set(key, 0, 'EX', windowSeconds, 'NX')
      .incr(key)
      .ttl(key)
      .exec()) as [unknown, [null, number], [null, number]]
    return { count: results[1][1], retryAfter: Math.max(results[2][1], 1) }
  } catch {
    return undefined
  }
}

// Only while the window lasts: a decrement after expiry would leave a key that never expires
const takeBackScript = `if redis.call('exists', KEYS[1]) == 1 then return redis.call('decr', KEYS[1]) end`

/** Takes back a hit that turned out not to count (a sign-in whose password was right). */
export async function takeBackHit(counter: Counter, name: string): Promise<void> {
  await counter.redis.eval(takeBackScript, 1, keyOf(counter, name)).catch(() => undefined)
}

/** The Hebrew 429, telling the caller when to come back. */
export function rateLimited(c: Context, retryAfter: number, message: string): AppError {
  c.header('Retry-After', String(retryAfter))
  return new AppError('rateLimited', message)
}

function limiter<E extends Env>(
  bucket: string,
  deps: AppDeps,
  options: RateLimitOptions,
  caller: (c: Context<E>) => string,
): MiddlewareHandler<E> {
  const limit = options.limit ?? deps.env.RATE_LIMIT_PER_MINUTE
  const windowSeconds = options.windowSeconds ?? 60
  const message = windowSeconds <= 60 ? he.errors.rateLimited : he.errors.rateLimitedLater
  const failClosed = failClosedBuckets.has(bucket)
  return async (c, next) => {
    const hit = await countHit(deps, `${bucket}:${caller(c)}`, windowSeconds)
    if (!hit && failClosed) throw new AppError('unavailable')
    if (hit && hit.count > limit) throw rateLimited(c, hit.retryAfter, message)
    await next()
  }
}

/** A limit per caller address and bucket; a minute of RATE_LIMIT_PER_MINUTE unless given. */
export function rateLimit(
  bucket: string,
  deps: AppDeps,
  options: RateLimitOptions = {},
): MiddlewareHandler {
  return limiter(bucket, deps, options, (c) => clientAddress(c, deps.env.TRUST_PROXY))
}

/** A limit per signed-in user and bucket; mounted after requireUser. */
export function userRateLimit(
  bucket: string,
  deps: AppDeps,
  options: RateLimitOptions = {},
): MiddlewareHandler<AuthEnv> {
  return limiter<AuthEnv>(bucket, deps, options, (c) => `user-${c.get('user').userId}`)
}
