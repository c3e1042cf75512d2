import { defineEntity, p } from '@mikro-orm/core'
import { discountTypes } from '@shop/domain'
import { createdAt, nullableTimestamp, updatedAt, uuidPrimaryKey } from './columns.ts'

export const Coupon = defineEntity({
  name: 'Coupon',
  tableName: 'coupons',
  properties: {
    id: uuidPrimaryKey(),
    code: p.string().uppercase().length(50),
    description: p.text().nullable(),
    discountType: p.enum(discountTypes).default('percentage'),
    // A percentage (10.50) or an amount in shekels (50.00), exact in numeric.
    discountValue: p.decimal().precision(12).scale(2),
    minPurchaseAgorot: p.integer().nullable(),
    maxUses: p.integer().nullable(),
    timesUsed: p.integer().default(0),
    validFrom: nullableTimestamp(),
    validUntil: nullableTimestamp(),
    isActive: p.boolean().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: nullableTimestamp(),
  },
  checks: [
    {
      name: 'coupons_usage_check',
      expression: 'times_used >= 0 and (max_uses is null or times_used <= max_uses)',
    },
  ],
  indexes: [
    {
      name: 'coupons_code_active_unique',
      expression:
        'create unique index "coupons_code_active_unique" on "coupons" ("code") where "deleted_at" is null',
    },
  ],
})
