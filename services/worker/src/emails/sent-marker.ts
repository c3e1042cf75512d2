import type { EntityManager } from '@mikro-orm/postgresql'
import { stillQueued } from '@shop/queue'

interface Mark {
  id: string
  subject: string
  resolve: (marked: boolean) => void
  reject: (error: unknown) => void
}

/** Marks one sent e-mail's row; answers false when the row is no longer queued. */
export type MarkSent = (emailId: string, subject: string) => Promise<boolean>

/**
 * Marks sent e-mails' rows as soon as SMTP accepted each: one statement at a time, and the
 * e-mails accepted while it runs are marked together by the next. A row no longer queued is left
 * as it is: it was erased with its account while its e-mail was on its way, and what was rendered
 * from the account's data is not written back.
 */
export function sentMarker(em: EntityManager): MarkSent {
  let waiting: Mark[] = []
  let marking = false

  async function markWaiting() {
    marking = true
    while (waiting.length) {
      const marks = waiting
      waiting = []
      try {
        const marked = await em.execute<{ id: string }[]>(
          `update email_log set status = 'sent', subject = ?::jsonb ->> id::text, sent_at = now(),
             attempts = attempts + 1, last_error = null, updated_at = now()
           where id in (?) and ${stillQueued} returning id`,
          [
            JSON.stringify(Object.fromEntries(marks.map(({ id, subject }) => [id, subject]))),
            marks.map(({ id }) => id),
          ],
        )
        const ids = new Set(marked.map((row) => row.id))
        for (const mark of marks) mark.resolve(ids.has(mark.id))
      } catch (error) {
        for (const mark of marks) mark.reject(error)
      }
    }
    marking = false
  }

  return (id, subject) =>
    new Promise<boolean>((resolve, reject) => {
      waiting.push({ id, subject, resolve, reject })
      if (!marking) void markWaiting()
    })
}
