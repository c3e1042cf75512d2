import { defineEntity, p } from '@mikro-orm/core'
import { emailStatuses } from '@shop/domain'
import { createdAt, nullableTimestamp, updatedAt, uuidPrimaryKey } from './columns.ts'
import { Order } from './order.ts'

/** Every e-mail the shop sends; the idempotency key is also its job id, so a retry never sends twice. */
export const EmailLog = defineEntity({
  name: 'EmailLog',
  tableName: 'email_log',
  properties: {
    id: uuidPrimaryKey(),
    idempotencyKey: p.string().length(200).unique(),
    order: () => p.manyToOne(Order).nullable().index(),
    recipient: p.string().length(255),
    template: p.string().length(50),
    subject: p.string().length(300).nullable(),
    body: p.text().nullable(),
    context: p.json<Record<string, unknown>>().defaultRaw(`'{}'`),
    status: p.enum(emailStatuses).default('queued').index(),
    attempts: p.integer().default(0),
    lastError: p.text().nullable(),
    sentAt: nullableTimestamp(),
    /** When the relay handed it to the e-mail queue (migration 0008). */
    publishedAt: nullableTimestamp(),
    /** Not sent before this instant: a gift held for its delivery date (migration 0013). */
    sendAfter: nullableTimestamp(),
    /** The queue job that carries it, with other e-mails relayed at once (migration 0017). */
    jobId: p.text().nullable(),
    /** A failed e-mail is sent again then; null when it failed for good (migration 0020). */
    retryAt: nullableTimestamp(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  indexes: [
    {
      name: 'email_log_retry_at',
      expression:
        'create index "email_log_retry_at" on "email_log" ("retry_at") where "retry_at" is not null',
    },
    {
      name: 'email_log_unpublished',
      expression:
        'create index "email_log_unpublished" on "email_log" ("created_at") where "published_at" is null',
    },
  ],
})
