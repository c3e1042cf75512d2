import type { Redis } from 'ioredis'
import { randomBytes } from 'node:crypto'
import { sessionLifetimeSeconds } from '../auth/session-token.ts'

/** How long a session checked against the database answers unchanged polls from Redis alone. */
const sessionCheckSeconds = 60
/** A safety net: a list version not renewed for this long is dropped and claimed anew. */
const versionSeconds = 3600

const token = () => randomBytes(9).toString('base64url')

/**
 * What lets an unchanged orders poll answer 304 from Redis without touching PostgreSQL.
 *
 * Each buyer's list has a version token in Redis, claimed before a list is built (so a list is
 * never labelled newer than it is) and deleted whenever the database reports a change to that
 * buyer's orders or reports (orders-change-listener.ts). The ETag also carries an epoch, renewed
 * whenever the change listener (re)connects, so changes made while nobody listened can never be
 * answered with a stale 304. A session checked against the database is remembered briefly; a
 * revoked session is marked for as long as its tokens live, so logout ends it here at once too.
 */
export function ordersPollCache(redis: Redis, prefix: string) {
  const key = {
    epoch: `${prefix}:poll:epoch`,
    version: (userId: string) => `${prefix}:poll:orders:${userId}`,
    session: (sid: string) => `${prefix}:poll:session:${sid}`,
    revoked: (sid: string) => `${prefix}:poll:revoked:${sid}`,
  }
  const etag = (epoch: string, version: string) => `W/"${epoch}.${version}"`

  return {
    /** 304 material: true only when the session is known good and the list is unchanged. */
    async unchanged(sid: string, userId: string, ifNoneMatch: string): Promise<boolean> {
      const [session, revoked, epoch, version] = await redis.mget(
        key.session(sid),
        key.revoked(sid),
        key.epoch,
        key.version(userId),
      )
      return (
        session === userId &&
        !revoked &&
        !!epoch &&
        !!version &&
        etag(epoch, version) === ifNoneMatch
      )
    },

    /** The ETag of the list about to be built, claiming a version when there is none. */
    async currentEtag(userId: string): Promise<string | undefined> {
      // A missing epoch means Redis lost its keys, the versions with it: a fresh one is safe.
      const results = await redis
        .multi()
        .set(key.epoch, token(), 'NX')
        .set(key.version(userId), token(), 'EX', versionSeconds, 'NX')
        .mget(key.epoch, key.version(userId))
        .exec()
      const [epoch, version] = (results?.[2]?.[1] ?? []) as (string | null)[]
      return epoch && version ? etag(epoch, version) : undefined
    },

    async rememberSession(sid: string, userId: string): Promise<void> {
      await redis.set(key.session(sid), userId, 'EX', sessionCheckSeconds)
    },

    async sessionsRevoked(sids: string[]): Promise<void> {
      if (sids.length === 0) return
      const pipeline = redis.pipeline()
      for (const sid of sids) pipeline.set(key.revoked(sid), '1', 'EX', sessionLifetimeSeconds)
      await pipeline.exec()
    },

    async listsChanged(userIds: string[]): Promise<void> {
      if (userIds.length) await redis.del(...userIds.map(key.version))
    },

    /** Every version handed out so far stops matching. */
    async renewEpoch(): Promise<void> {
      await redis.set(key.epoch, token())
    },
  }
}

export type OrdersPollCache = ReturnType<typeof ordersPollCache>
