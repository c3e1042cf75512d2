import { sessionLifetimeSeconds } from '../auth/session-token.ts'
import { expiringMap } from './expiring-map.ts'

/** How long this process answers unchanged polls alone before it checks again. */
const recheckMs = 60_000

/**
 * What lets an unchanged orders poll answer 304 inside this process: no Redis, no database.
 *
 * It remembers sessions the database found live and the ETags Redis handed out, each for a minute,
 * and learns from this process's change listener, which hears every API process's database: a
 * change to a buyer's list drops that buyer's ETag, a session ended anywhere is refused for as long
 * as its tokens live, and a lost connection (notices missed) forgets everything. A fact read before
 * such news but stored after it would outlive it, so the callers take a mark before reading and
 * the memory refuses a fact whose mark some news has passed since.
 */
export function ordersPollMemory(now?: () => number) {
  const sessions = expiringMap<string>(recheckMs, now)
  const ended = expiringMap<true>(sessionLifetimeSeconds * 1000, now)
  const etags = expiringMap<string>(recheckMs, now)
  let listNews = 0
  let connectionLosses = 0

  return {
    /** 304 material: the session is known live, and the buyer's list is still at this ETag. */
    unchanged(sid: string, userId: string, ifNoneMatch: string): boolean {
      return (
        sessions.get(sid) === userId && !ended.get(sid) && etags.get(userId) === ifNoneMatch
      )
    },

    /** Taken before the database checks a session. */
    sessionMark: () => connectionLosses,
    rememberSession(mark: number, sid: string, userId: string): void {
      if (mark === connectionLosses && !ended.get(sid)) sessions.set(sid, userId)
    },

    /** Taken before Redis is asked for a list's ETag. */
    listMark: () => listNews,
    rememberList(mark: number, userId: string, etag: string): void {
      if (mark === listNews) etags.set(userId, etag)
    },

    listChanged(userId: string): void {
      listNews++
      etags.delete(userId)
    },

    sessionsEnded(sids: string[]): void {
      for (const sid of sids) {
        ended.set(sid, true)
        sessions.delete(sid)
      }
    },

    /** The change listener may have missed notices: nothing known so far is trusted. */
    forget(): void {
      listNews++
      connectionLosses++
      sessions.clear()
      etags.clear()
    },
  }
}

export type OrdersPollMemory = ReturnType<typeof ordersPollMemory>
