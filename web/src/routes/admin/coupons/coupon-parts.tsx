import { HStack, IconButton } from '@chakra-ui/react'
import { type AdminCoupon, adminMessages, formatAmount } from '@shop/domain'
import { PencilIcon, Trash2Icon } from 'lucide-react'
import { plainAmount } from '../format'
import { StatusBadge } from '../../../components/ui/status-badge'

const { coupons: labels } = adminMessages

export function couponValue(coupon: AdminCoupon): string {
  return coupon.discount_type === 'percentage'
    ? `${plainAmount(coupon.discount_value)}%`
    : formatAmount(coupon.discount_value)
}

export function couponUsage(coupon: AdminCoupon): string {
  return coupon.max_uses === null
    ? String(coupon.times_used)
    : `${coupon.times_used} / ${coupon.max_uses}`
}

export function CouponStatusBadge({ coupon }: { coupon: AdminCoupon }) {
  return coupon.is_active ? (
    <StatusBadge palette="green">{labels.active}</StatusBadge>
  ) : (
    <StatusBadge palette="gray">{labels.inactive}</StatusBadge>
  )
}

export interface CouponActionsProps {
  coupon: AdminCoupon
  onEdit: (coupon: AdminCoupon) => void
  onDelete: (coupon: AdminCoupon) => void
}

/** Edit and delete, shared by the table's row and the phone's card. */
export function CouponActions({ coupon, onEdit, onDelete }: CouponActionsProps) {
  return (
    <HStack gap="1">
      <IconButton
        size="sm"
        variant="ghost"
        aria-label={labels.editLabel(coupon.code)}
        title={labels.edit}
        onClick={() => onEdit(coupon)}
      >
        <PencilIcon />
      </IconButton>
      <IconButton
        size="sm"
        variant="ghost"
        colorPalette="red"
        aria-label={labels.deleteLabel(coupon.code)}
        title={labels.delete}
        onClick={() => onDelete(coupon)}
      >
        <Trash2Icon />
      </IconButton>
    </HStack>
  )
}
