import { defineEntity, p } from '@mikro-orm/core'
import { eventNames } from '@shop/domain'
import { createdAt, nullableTimestamp, uuidPrimaryKey } from './columns.ts'

/** Events waiting to be relayed to the queue; written in the same transaction as their change. */
export const OutboxEvent = defineEntity({
  name: 'OutboxEvent',
  tableName: 'outbox_events',
  properties: {
    id: uuidPrimaryKey(),
    // Rows written before e-mails had their own outbox (migration 0017) may still say 'email.requested'.
    type: p.enum([...eventNames, 'email.requested']),
    payload: p.json<Record<string, unknown>>(),
    createdAt: createdAt(),
    publishedAt: nullableTimestamp(),
    /** Set in the transaction that wrote the event's consequences: until then it is not done. */
    handledAt: nullableTimestamp(),
    attempts: p.integer().default(0),
    lastError: p.text().nullable(),
  },
  indexes: [
    {
      name: 'outbox_events_unpublished',
      expression:
        'create index "outbox_events_unpublished" on "outbox_events" ("created_at") where "published_at" is null',
    },
    {
      name: 'outbox_events_unhandled',
      expression:
        'create index "outbox_events_unhandled" on "outbox_events" ("created_at") where "handled_at" is null',
    },
  ],
})
