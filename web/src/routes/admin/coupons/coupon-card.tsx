import { adminMessages, formatDate } from '@shop/domain'
import { ListCard } from '../../../components/ui/list-card'
import {
  CouponActions,
  CouponStatusBadge,
  couponUsage,
  couponValue,
  type CouponActionsProps,
} from './coupon-parts'

const { coupons: labels } = adminMessages

/** One coupon on a phone, where the coupons table would not fit. */
export function CouponCard({ coupon, onEdit, onDelete }: CouponActionsProps) {
  return (
    <ListCard
      title={<bdi>{coupon.code}</bdi>}
      badge={<CouponStatusBadge coupon={coupon} />}
      fields={[
        { label: labels.columns.type, value: labels.types[coupon.discount_type] },
        { label: labels.columns.value, value: <bdi>{couponValue(coupon)}</bdi> },
        { label: labels.columns.usage, value: <bdi>{couponUsage(coupon)}</bdi> },
        {
          label: labels.columns.validUntil,
          value: coupon.valid_until ? formatDate(coupon.valid_until) : labels.unlimited,
        },
      ]}
      actions={<CouponActions coupon={coupon} onEdit={onEdit} onDelete={onDelete} />}
    />
  )
}
