import { foldTallies } from '@shop/db'
import { publishDocuments, publishMapDrafts } from '@shop/core'
import type { WorkerDeps } from './context.ts'
import { retryFailedEmails } from './emails/retry-failed-emails.ts'
import { sweepQueuedEmails } from './emails/sweep-queued-emails.ts'
import { removeErasedGifts } from './gifts/remove-erased-gifts.ts'
import { reconcilePayments } from './payments/reconcile-payments.ts'
import { republishUnhandledEvents } from './events/republish-events.ts'
import { sweepReminders } from './reminders/sweep-reminders.ts'

/**
 * Restores what a lost Redis or a crashed process dropped, now and then every `intervalMs`:
 * unhandled events, e-mails still waiting in the log, reminders due to fire and map drafts
 * requested but never made, documents issued but never typeset, and payments charged but never recorded; and queues again failed
 * e-mails whose time to retry came, and removes the gifts an erased buyer left once their links
 * expired. It also folds the tallies of orders and users, which grow by a
 * row per write. Answers a stop function.
 */
export function startSweeper(deps: WorkerDeps, intervalMs: number): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve()
  const grace = deps.env.OUTBOX_REPUBLISH_AFTER_SECONDS
  const run = () => {
    running = Promise.all([
      republishUnhandledEvents(deps),
      sweepReminders(deps),
      sweepQueuedEmails(deps, grace),
      retryFailedEmails(deps),
      publishMapDrafts(deps.orm.em.fork(), deps.queues.maps, { olderThanSeconds: grace }),
      publishDocuments(deps.orm.em.fork(), deps.queues.documents, { olderThanSeconds: grace }),
      foldTallies(deps.orm.em.fork()),
      reconcilePayments(deps),
      removeErasedGifts(deps),
    ]).catch((error) => deps.logger.warn({ err: error }, 'sweep failed; will retry'))
  }
  run()
  const timer = setInterval(run, intervalMs)
  return async () => {
    clearInterval(timer)
    await running
  }
}
