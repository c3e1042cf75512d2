export const discountTypes = ['percentage', 'fixed'] as const
export type DiscountType = (typeof discountTypes)[number]
