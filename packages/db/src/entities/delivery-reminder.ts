import { defineEntity, p } from '@mikro-orm/core'
import { reminderKinds } from '@shop/domain'
import { createdAt, nullableTimestamp, uuidPrimaryKey } from './columns.ts'
import { Order } from './order.ts'

/**
 * A managers' reminder for a paid order. Kept here as well as in the queue so that a sweeper can
 * re-create delayed jobs that Redis lost.
 */
export const DeliveryReminder = defineEntity({
  name: 'DeliveryReminder',
  tableName: 'delivery_reminders',
  properties: {
    id: uuidPrimaryKey(),
    order: () => p.manyToOne(Order).deleteRule('cascade'),
    kind: p.enum(reminderKinds),
    fireAt: p.datetime().index(),
    sentAt: nullableTimestamp(),
    cancelledAt: nullableTimestamp(),
    createdAt: createdAt(),
  },
  uniques: [{ properties: ['order', 'kind'] }],
})
