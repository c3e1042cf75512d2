import { couponValidationSchema } from '@shop/domain'
import { hebrewResolver } from '../form/hebrew-resolver'

// Loaded by the coupon box when it first validates (see lazy-resolver.ts)
export const couponCodeResolver = hebrewResolver(couponValidationSchema.pick({ code: true }))
