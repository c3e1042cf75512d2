import type { EntityManager } from '@mikro-orm/postgresql'
import { forgetAfterErasure, stillQueued } from '@shop/core'

interface Mark {
  id: string
  subject: string
  resolve: (marked: boolean) => void
  reject: (error: unknown) => void
}

/**
 * Marks one sent e-mail's row; answers false when the row is no longer queued. `last`: nothing
 * else of its job is on its way, so waiting for others would only hold the job.
 */
export type MarkSent = (emailId: string, subject: string, last?: boolean) => Promise<boolean>

export interface SentMarkerOptions {
  /** Marks that go in one statement at once, without waiting for more. */
  batch: number
  /**
   * How long a mark waits for others to share its statement. Each statement costs the worker and
   * the database more than the rows it marks, and in a burst the e-mails of a worker are accepted
   * a few milliseconds apart: marked as each came, a job of ten needed four or five statements.
   * The wait is also how much longer an accepted e-mail may go unmarked, which a crash then would
   * have it sent again under the same Message-ID.
   */
  gatherMs: number
}

/**
 * Marks sent e-mails' rows soon after SMTP accepted each: those accepted within `gatherMs` of
 * each other (or while a statement runs) in one statement, one statement at a time; a job's last
 * without waiting. A row no
 * longer queued is left as it is: it was erased with its account while its e-mail was on its
 * way, and what was rendered from the account's data is not written back.
 */
export function sentMarker(em: EntityManager, { batch, gatherMs }: SentMarkerOptions): MarkSent {
  let waiting: Mark[] = []
  let marking = false
  let gathering: NodeJS.Timeout | undefined
  let lastWaiting = false

  async function markWaiting() {
    clearTimeout(gathering)
    gathering = undefined
    marking = true
    const marks = waiting
    waiting = []
    lastWaiting = false
    try {
      const marked = await em.execute<{ id: string }[]>(
        `update email_log set status = 'sent', subject = ?::jsonb ->> id::text, sent_at = now(),
           last_error = null, updated_at = now(), ${forgetAfterErasure}
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
    marking = false
    schedule()
  }

  function schedule() {
    if (marking || waiting.length === 0) return
    if (waiting.length >= batch || lastWaiting) void markWaiting()
    else gathering ??= setTimeout(() => void markWaiting(), gatherMs)
  }

  return (id, subject, last = false) =>
    new Promise<boolean>((resolve, reject) => {
      waiting.push({ id, subject, resolve, reject })
      lastWaiting ||= last
      schedule()
    })
}
