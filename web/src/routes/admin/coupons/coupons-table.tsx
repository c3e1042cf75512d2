import { type AdminCoupon, adminMessages, formatDate } from '@shop/domain'
import { ListTable } from '../../../components/ui/list-table'
import { Table } from '../../../components/ui/styled/table'
import { CouponActions, CouponStatusBadge, couponUsage, couponValue } from './coupon-parts'

const { coupons: labels } = adminMessages

export interface CouponsTableProps {
  coupons: AdminCoupon[]
  onEdit: (coupon: AdminCoupon) => void
  onDelete: (coupon: AdminCoupon) => void
}

export function CouponsTable({ coupons, onEdit, onDelete }: CouponsTableProps) {
  return (
    <ListTable
      size="sm"
      minW="2xl"
      aria-label={labels.tableLabel}
      columns={[
        labels.columns.code,
        labels.columns.type,
        labels.columns.value,
        labels.columns.usage,
        labels.columns.validUntil,
        labels.columns.status,
        labels.columns.actions,
      ]}
    >
      {coupons.map((coupon) => (
        <Table.Row key={coupon.id}>
          <Table.Cell fontWeight="bold" fontFamily="mono" color="brand.900">
            <bdi>{coupon.code}</bdi>
          </Table.Cell>
          <Table.Cell>{labels.types[coupon.discount_type]}</Table.Cell>
          <Table.Cell whiteSpace="nowrap">
            <bdi>{couponValue(coupon)}</bdi>
          </Table.Cell>
          <Table.Cell>
            <bdi>{couponUsage(coupon)}</bdi>
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">
            {coupon.valid_until ? formatDate(coupon.valid_until) : labels.unlimited}
          </Table.Cell>
          <Table.Cell>
            <CouponStatusBadge coupon={coupon} />
          </Table.Cell>
          <Table.Cell>
            <CouponActions coupon={coupon} onEdit={onEdit} onDelete={onDelete} />
          </Table.Cell>
        </Table.Row>
      ))}
    </ListTable>
  )
}
