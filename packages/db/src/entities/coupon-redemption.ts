import { defineEntity, p } from '@mikro-orm/core'
import { createdAt, uuidPrimaryKey } from './columns.ts'
import { Coupon } from './coupon.ts'
import { Order } from './order.ts'

export const CouponRedemption = defineEntity({
  name: 'CouponRedemption',
  tableName: 'coupon_redemptions',
  properties: {
    id: uuidPrimaryKey(),
    coupon: () => p.manyToOne(Coupon).index(),
    order: () => p.oneToOne(Order).owner().unique(),
    discountAgorot: p.integer(),
    createdAt: createdAt(),
  },
})
