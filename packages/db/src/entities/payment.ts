import { defineEntity, p } from '@mikro-orm/core'
import { paymentAttemptStatuses } from '@shop/domain'
import { createdAt, nullableTimestamp, updatedAt, uuidPrimaryKey } from './columns.ts'
import { Order } from './order.ts'

/**
 * Every attempt to charge an order, kept so managers see what reached the card provider. A partial
 * unique index (migration 0003) allows one attempt in flight per order.
 */
export const Payment = defineEntity({
  name: 'Payment',
  tableName: 'payments',
  properties: {
    id: uuidPrimaryKey(),
    order: () => p.manyToOne(Order).deleteRule('cascade').updateRule('cascade').index(),
    provider: p.string().length(50),
    providerReference: p.string().length(200).nullable(),
    amountAgorot: p.integer(),
    status: p.enum(paymentAttemptStatuses).default('pending'),
    error: p.text().nullable(),
    /** When a captured payment was given back because a manager cancelled the order. */
    refundedAt: nullableTimestamp(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  indexes: [
    {
      name: 'payments_one_in_flight',
      expression:
        'create unique index "payments_one_in_flight" on "payments" ("order_id") where "status" in (\'pending\', \'authorized\')',
    },
  ],
})
