import type { Redis } from 'ioredis'
import { randomBytes } from 'node:crypto'

/** A safety net: a list version not renewed for this long is dropped and claimed anew. */
const versionSeconds = 3600

const token = () => randomBytes(9).toString('base64url')

/**
 * The orders lists' ETags every API process agrees on, so a poll answered by one process is
 * recognised by the next.
 *
 * Each buyer's list has a version token in Redis, claimed before a list is built (so a list is
 * never labelled newer than it is) and deleted whenever the database reports a change to that
 * buyer's orders or reports (orders-change-listener.ts). The ETag also carries an epoch, renewed
 * whenever a change listener (re)connects, so changes made while nobody listened can never be
 * answered with a stale 304.
 */
export function ordersPollCache(redis: Redis, prefix: string) {
  const key = {
    epoch: `${prefix}:poll:epoch`,
    version: (userId: string) => `${prefix}:poll:orders:${userId}`,
  }

  return {
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
      return epoch && version ? `W/"${epoch}.${version}"` : undefined
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
