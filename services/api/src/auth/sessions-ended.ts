import { typedSql } from '@shop/db'
import { sql } from 'kysely'
import type { AppDeps } from '../context.ts'
import { sessionsEndedChannel } from '../orders/orders-change-listener.ts'

// A notice's payload holds at most 8000 bytes; a family id is 36 characters and a comma.
const familiesPerNotice = 200

/**
 * Tells the orders-poll shortcut that these sessions ended, once the database refuses them: this
 * process at once, the other API processes through a database notice their change listeners hear
 * within moments. Should that notice fail, the others' one-minute memory of a session is the most
 * they can lag.
 */
export async function sessionsEnded(deps: AppDeps, families: string[]): Promise<void> {
  if (families.length === 0) return
  deps.ordersPoll.memory.sessionsEnded(families)
  try {
    const db = typedSql(deps.orm.em.fork())
    for (let start = 0; start < families.length; start += familiesPerNotice) {
      const payload = families.slice(start, start + familiesPerNotice).join(',')
      // A notice is no table's: Kysely has no builder for it.
      await sql`select pg_notify(${sessionsEndedChannel}, ${payload})`.execute(db)
    }
  } catch (error) {
    deps.logger.warn({ err: error }, 'could not tell the other API processes of ended sessions')
  }
}
