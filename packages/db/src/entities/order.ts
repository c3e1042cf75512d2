import { defineEntity, p } from '@mikro-orm/core'
import { orderStatuses } from '@shop/domain'
import { createdAt, nullableTimestamp, updatedAt, uuidPrimaryKey } from './columns.ts'
import { Coupon } from './coupon.ts'
import { Report } from './report.ts'
import { User } from './user.ts'

/** Amounts are integer agorot, frozen when the order is created: later price changes never touch it. */
export const Order = defineEntity({
  name: 'Order',
  tableName: 'orders',
  properties: {
    id: uuidPrimaryKey(),
    // The schema generator reads a sequence's default in the database as none: not compared.
    orderNumber: p
      .integer()
      .unique()
      .defaultRaw(`nextval('order_number_seq')`)
      .ignoreSchemaChanges('default'),
    user: () => p.manyToOne(User).index(),
    status: p.enum(orderStatuses).default('pending'),
    idempotencyKey: p.string().length(100).nullable(),
    /** sha256 of the normalised request that created it, to refuse its key with another body. */
    requestHash: p.string().length(64).nullable(),
    unitPriceAgorot: p.integer(),
    subtotalAgorot: p.integer(),
    discountAgorot: p.integer().default(0),
    vatRateBasisPoints: p.integer(),
    vatAgorot: p.integer(),
    totalAgorot: p.integer(),
    coupon: () => p.manyToOne(Coupon).nullable(),
    couponCode: p.string().length(50).nullable(),
    billingName: p.string().length(100).nullable(),
    billingEmail: p.string().length(255).nullable(),
    billingPhone: p.string().length(30).nullable(),
    /** The business the invoice-receipt is made out to, when the buyer gave one (migration 0026). */
    billingBusinessName: p.string().length(100).nullable(),
    billingDealerNumber: p.string().length(9).nullable(),
    paymentMethod: p.string().length(50).nullable(),
    receiptNumber: p.integer().nullable().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    paidAt: nullableTimestamp(),
    dueAt: nullableTimestamp(),
    readyAt: nullableTimestamp(),
    completedAt: nullableTimestamp(),
    cancelledAt: nullableTimestamp(),
    /** The manager who cancelled a paid order, and why (kept for the accounts). */
    cancelledBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    cancelReason: p.text().nullable(),
    /** The credit invoice of a cancelled paid order: gap-free, like receipt numbers. */
    creditNumber: p.integer().nullable().unique(),
    deletedAt: nullableTimestamp(),
    reports: () => p.oneToMany(Report).mappedBy('order').orderBy({ position: 'asc' }),
  },
  checks: [
    {
      name: 'orders_amounts_check',
      expression:
        'unit_price_agorot >= 0 and subtotal_agorot >= 0 and discount_agorot >= 0 and discount_agorot <= subtotal_agorot and vat_agorot >= 0 and total_agorot = subtotal_agorot - discount_agorot + vat_agorot',
    },
  ],
  uniques: [{ properties: ['user', 'idempotencyKey'] }],
  // The managers' lists, newest first, whole or per status (migration 0016).
  indexes: [
    {
      name: 'orders_newest_index',
      expression: 'create index "orders_newest_index" on "orders" ("created_at" desc, "id" desc)',
    },
    {
      name: 'orders_status_newest_index',
      expression:
        'create index "orders_status_newest_index" on "orders" ("status", "created_at" desc, "id" desc)',
    },
  ],
})
