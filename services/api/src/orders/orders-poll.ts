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
import { ordersPollMemory } from './orders-poll-memory.ts'

const notModified = (c: Context, etag: string) => {
  c.header('ETag', etag)
  return c.body(null, 304)
}

/**
 * Runs before the database checks of the session: a poll whose token is valid, whose session was
 * checked a moment ago and whose list has not changed since its ETag answers 304 from this
 * process's memory alone. Anything else goes the full way, and a session the database finds live
 * there is remembered for the next poll.
 */
export function answerUnchangedPoll({ env, ordersPoll }: AppDeps): MiddlewareHandler<AuthEnv> {
  const { memory, listener } = ordersPoll
  return async (c, next) => {
    const token = bearerToken(c.req.header('authorization'))
    if (!token || !listener.live()) return next()
    const ifNoneMatch = c.req.header('if-none-match')
    if (ifNoneMatch && memory.unchanged(token, ifNoneMatch)) return notModified(c, ifNoneMatch)
    const claims = verifySessionToken(token, env.JWT_SECRET)
    if (!claims) return next()
    const mark = memory.sessionMark()
    await next()
    // Set only once the database has found the token's session live.
    if (c.get('sessionId') === claims.sid) memory.rememberSession(mark, token, claims)
  }
}

/**
 * For a write the buyer is about to be answered for: the change listener drops the list as well,
 * but only once the database's notice reaches it, and the buyer's next poll must not be answered
 * 304 before then, from this process's memory or from Redis.
 */
export async function forgetBuyerList({ memory, cache }: AppDeps['ordersPoll'], userId: string) {
  memory.listChanged(userId)
  await cache.listsChanged([userId]).catch(() => undefined)
}

/** The buyer's list version as an ETag, remembered by this process unless news overtook it. */
async function currentEtag({ cache, memory }: AppDeps['ordersPoll'], userId: string) {
  const mark = memory.listMark()
  const etag = await cache.currentEtag(userId).catch(() => undefined)
  if (etag) memory.rememberList(mark, userId, etag)
  return etag
}

/**
 * The buyer's list, labelled with its version while the change listener is live (the label is
 * claimed before the list is read, so it is never newer than the list), or with a hash of the
 * list otherwise.
 */
export function listWithVersion({ orm, ordersPoll }: AppDeps) {
  return async (c: Context<AuthEnv>) => {
    const { userId } = c.get('user')
    const versioned = ordersPoll.listener.live() ? await currentEtag(ordersPoll, userId) : undefined
    if (versioned && c.req.header('if-none-match') === versioned) return notModified(c, versioned)
    const list = await listBuyerOrders(orm.em.fork(), userId)
    const etag =
      versioned ?? `W/"${createHash('sha1').update(JSON.stringify(list)).digest('base64url')}"`
    if (c.req.header('if-none-match') === etag) return notModified(c, etag)
    c.header('ETag', etag)
    return ok<'GET /api/orders'>(c, list)
  }
}

/** The shared versions, this process's memory and the change listener feeding both. */
export function startOrdersPoll(env: Env, redis: Redis, logger: Logger): AppDeps['ordersPoll'] {
  const cache = ordersPollCache(redis, env.QUEUE_PREFIX)
  const memory = ordersPollMemory()
  return {
    cache,
    memory,
    listener: startOrdersChangeListener(env.DATABASE_URL, cache, memory, logger),
  }
}
