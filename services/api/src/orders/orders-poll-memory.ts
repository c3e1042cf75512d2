import { sessionLifetimeSeconds, type SessionClaims } from '../auth/session-token.ts'
import { expiringMap } from './expiring-map.ts'

/** How long this process answers unchanged polls alone before it checks again. */
const recheckMs = 60_000

/**
 * What lets an unchanged orders poll answer 304 inside this process: no Redis, no database.
 *
 * It remembers, each for a minute, the session tokens whose session the database found live (a
 * remembered token needs no signature check either: that very text was checked) and the ETags
 * Redis handed out. It learns from this process's change listener, which hears every API process's
 * database: a change to a buyer's list drops that buyer's ETag, a session ended anywhere is refused
 * for as long as its tokens live, and a lost connection (notices missed) forgets everything. A fact read before
 * such news but stored after it would outlive it, so the callers take a mark before reading and
 * the memory refuses a fact whose mark some news has passed since.
 */
export function ordersPollMemory(now: () => number = Date.now) {
  const tokens = expiringMap<Pick<SessionClaims, 'sid' | 'sub' | 'exp'>>(recheckMs, now)
  const ended = expiringMap<true>(sessionLifetimeSeconds * 1000, now)
  const etags = expiringMap<string>(recheckMs, now)
  let listNews = 0
  let connectionLosses = 0

  return {
    /** 304 material: the token's session is known live, and its list is still at this ETag. */
    unchanged(token: string, ifNoneMatch: string): boolean {
      const session = tokens.get(token)
      return (
        !!session &&
        session.exp * 1000 > now() &&
        !ended.get(session.sid) &&
        etags.get(session.sub) === ifNoneMatch
      )
    },

    /** Taken before the database checks a session. */
    sessionMark: () => connectionLosses,
    rememberSession(mark: number, token: string, { sid, sub, exp }: SessionClaims): void {
      if (mark === connectionLosses && !ended.get(sid)) tokens.set(token, { sid, sub, exp })
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
      for (const sid of sids) ended.set(sid, true)
    },

    /** The change listener may have missed notices: nothing known so far is trusted. */
    forget(): void {
      listNews++
      connectionLosses++
      tokens.clear()
      etags.clear()
    },
  }
}

export type OrdersPollMemory = ReturnType<typeof ordersPollMemory>
