import type { Env } from '@shop/config'
import type { Redis } from 'ioredis'
import { createHash } from 'node:crypto'
import type { Logger } from 'pino'
import type { Context, MiddlewareHandler } from 'hono'
import { bearerToken, type AuthEnv } from '../auth/auth-middleware.ts'
import { verifySessionToken } from '../auth/session-token.ts'
import type { AppDeps } from '../context.ts'
import { ok } from '../http/envelope.ts'
import { listBuyerOrders } from './buyer-orders.ts'
import { startOrdersChangeListener } from './orders-change-listener.ts'
import { ordersPollCache } from './orders-poll-cache.ts'

const notModified = (c: Context, etag: string) => {
  c.header('ETag', etag)
  c.header('Cache-Control', 'private, no-cache')
  return c.body(null, 304)
}

/**
 * Runs before the database checks of the session: a poll whose token is valid, whose session was
 * checked a moment ago and whose list has not changed since its ETag answers 304 from one Redis
 * round trip. Anything else (Redis away, no recent check, a change) goes the full way.
 */
export function answerUnchangedPoll({ env, ordersPoll }: AppDeps): MiddlewareHandler {
  return async (c, next) => {
    const ifNoneMatch = c.req.header('if-none-match')
    const token = bearerToken(c.req.header('authorization'))
    if (!ifNoneMatch || !token || !ordersPoll.listener.live()) return next()
    const claims = await verifySessionToken(token, env.JWT_SECRET)
    if (!claims) return next()
    const unchanged = await ordersPoll.cache
      .unchanged(claims.sid, claims.sub, ifNoneMatch)
      .catch(() => false)
    return unchanged ? notModified(c, ifNoneMatch) : next()
  }
}

/**
 * The buyer's list, labelled with its version while the change listener is live (the label is
 * claimed before the list is read, so it is never newer than the list), or with a hash of the
 * list otherwise. The session just passed the database checks, so it is remembered for the
 * shortcut above.
 */
export function listWithVersion({ orm, ordersPoll }: AppDeps) {
  return async (c: Context<AuthEnv>) => {
    const { userId } = c.get('user')
    const sid = c.get('sessionId')
    const versioned = ordersPoll.listener.live()
      ? await ordersPoll.cache.currentEtag(userId).catch(() => undefined)
      : undefined
    if (versioned) {
      void ordersPoll.cache.rememberSession(sid, userId).catch(() => undefined)
      if (c.req.header('if-none-match') === versioned) return notModified(c, versioned)
    }
    const list = await listBuyerOrders(orm.em.fork(), userId)
    const etag =
      versioned ?? `W/"${createHash('sha1').update(JSON.stringify(list)).digest('base64url')}"`
    if (c.req.header('if-none-match') === etag) return notModified(c, etag)
    c.header('ETag', etag)
    c.header('Cache-Control', 'private, no-cache')
    return ok(c, list)
  }
}

/** The cache and its change listener, for the API's entry point and the tests' apps. */
export function startOrdersPoll(env: Env, redis: Redis, logger: Logger): AppDeps['ordersPoll'] {
  const cache = ordersPollCache(redis, env.QUEUE_PREFIX)
  return { cache, listener: startOrdersChangeListener(env.DATABASE_URL, cache, logger) }
}
