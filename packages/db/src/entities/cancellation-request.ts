import { defineEntity, p } from '@mikro-orm/core'
import { cancellationChannels, cancellationStatuses } from '@shop/domain'
import { createdAt, nullableTimestamp, updatedAt, uuidPrimaryKey } from './columns.ts'
import { Order } from './order.ts'
import { User } from './user.ts'

/**
 * A buyer's request to cancel a deal (Consumer Protection Law s.14ג), whatever became of it: the
 * law wants every notice acknowledged, so a request is kept even when it cancelled the order at
 * once. Only the hash of the confirmation link's token is stored.
 */
export const CancellationRequest = defineEntity({
  name: 'CancellationRequest',
  tableName: 'cancellation_requests',
  properties: {
    id: uuidPrimaryKey(),
    // The number the buyer's acknowledgement quotes; a sequence, since a gap harms nobody here.
    referenceNumber: p
      .integer()
      .unique()
      .defaultRaw(`nextval('cancellation_reference_seq')`)
      .ignoreSchemaChanges('default'),
    order: () => p.manyToOne(Order).deleteRule('cascade').index(),
    status: p.enum(cancellationStatuses).columnType('varchar(12)'),
    channel: p.enum(cancellationChannels).columnType('varchar(5)'),
    reason: p.text().nullable(),
    declineReason: p.text().nullable(),
    /** The manager who recorded a request taken by phone or e-mail, or who decided it. */
    manager: () => p.manyToOne(User).nullable().deleteRule('set null'),
    tokenHash: p.string().length(64).nullable().unique(),
    tokenExpiresAt: nullableTimestamp(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    receivedAt: nullableTimestamp(),
    decidedAt: nullableTimestamp(),
  },
  // The managers' list of open requests, oldest first
  indexes: [
    { name: 'cancellation_requests_status_created_index', properties: ['status', 'createdAt'] },
  ],
})
