import { Badge, HStack, IconButton, Table } from '@chakra-ui/react'
import { type AdminCoupon, formatAmount, formatDate, he } from '@shop/domain'
import { LuPencil, LuTrash2 } from 'react-icons/lu'
import { ListTable } from '../../../components/ui/list-table'
import { plainAmount } from '../format'

const { coupons: labels } = he.admin

export interface CouponsTableProps {
  coupons: AdminCoupon[]
  onEdit(coupon: AdminCoupon): void
  onDelete(coupon: AdminCoupon): void
}

function couponValue(coupon: AdminCoupon): string {
  return coupon.discount_type === 'percentage'
    ? `${plainAmount(coupon.discount_value)}%`
    : formatAmount(coupon.discount_value)
}

function couponUsage(coupon: AdminCoupon): string {
  return coupon.max_uses === null
    ? String(coupon.times_used)
    : `${coupon.times_used} / ${coupon.max_uses}`
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
            {coupon.is_active ? (
              <Badge colorPalette="green">{labels.active}</Badge>
            ) : (
              <Badge colorPalette="gray">{labels.inactive}</Badge>
            )}
          </Table.Cell>
          <Table.Cell>
            <HStack gap="1">
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={labels.editLabel(coupon.code)}
                title={labels.edit}
                onClick={() => onEdit(coupon)}
              >
                <LuPencil />
              </IconButton>
              <IconButton
                size="sm"
                variant="ghost"
                colorPalette="red"
                aria-label={labels.deleteLabel(coupon.code)}
                title={labels.delete}
                onClick={() => onDelete(coupon)}
              >
                <LuTrash2 />
              </IconButton>
            </HStack>
          </Table.Cell>
        </Table.Row>
      ))}
    </ListTable>
  )
}
