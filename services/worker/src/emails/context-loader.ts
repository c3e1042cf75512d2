import type { EntityManager } from '@mikro-orm/postgresql'
import { UnrecoverableError } from 'bullmq'

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

interface Waiter {
  resolve: (row: unknown) => void
  reject: (error: unknown) => void
}

/** Answers the row one e-mail is rendered from, by the id of the row it is about. */
export type ContextLookup = <T>(sql: string, id: string | null | undefined) => Promise<T>

/**
 * Reads what a job's e-mails are rendered from with one query per question instead of one per
 * e-mail: `sql` selects its row's id as `key` and filters on `in (?)`, and the ids asked in the
 * same turn (a job renders its e-mails side by side) are read together.
 */
export function contextLoader(em: EntityManager): ContextLookup {
  const pending = new Map<string, Map<string, Waiter[]>>()

  async function read(sql: string) {
    const waiting = pending.get(sql)!
    pending.delete(sql)
    try {
      const rows = await em.execute<{ key: string }[]>(sql, [[...waiting.keys()]])
      const byKey = new Map(rows.map((row) => [row.key, row]))
      for (const [key, waiters] of waiting) {
        const row = byKey.get(key)
        for (const waiter of waiters) {
          if (row) waiter.resolve(row)
          else waiter.reject(nothingToRender(sql))
        }
      }
    } catch (error) {
      for (const waiters of waiting.values()) for (const waiter of waiters) waiter.reject(error)
    }
  }

  return <T>(sql: string, id: string | null | undefined) =>
    new Promise<T>((resolve, reject) => {
      // An id that names no row could only fail the query the other e-mails share.
      if (!id || !uuid.test(id)) return reject(nothingToRender(sql))
      let waiting = pending.get(sql)
      if (!waiting) {
        waiting = new Map()
        pending.set(sql, waiting)
        queueMicrotask(() => void read(sql))
      }
      const key = id.toLowerCase()
      waiting.set(key, [
        ...(waiting.get(key) ?? []),
        { resolve: resolve as (row: unknown) => void, reject },
      ])
    })
}

/** The row an e-mail is about is gone: retrying cannot help. */
function nothingToRender(sql: string) {
  return new UnrecoverableError(`nothing to render for ${sql.replace(/\s+/g, ' ').slice(0, 60)}`)
}
