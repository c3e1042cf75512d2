import { Badge, HStack, IconButton, Table } from '@chakra-ui/react'
import { formatDate, he, type AdminCoupon } from '@shop/domain'
import { LuPencil, LuTrash2 } from 'react-icons/lu'
import { plainAmount, shekels } from '../format'

const { coupons: labels } = he.admin

export interface CouponsTableProps {
  coupons: AdminCoupon[]
  onEdit(coupon: AdminCoupon): void
  onDelete(coupon: AdminCoupon): void
}

function couponValue(coupon: AdminCoupon): string {
  return coupon.discount_type === 'percentage'
    ? `${plainAmount(coupon.discount_value)}%`
    : shekels(coupon.discount_value)
}

function couponUsage(coupon: AdminCoupon): string {
  return coupon.max_uses === null
    ? String(coupon.times_used)
    : `${coupon.times_used} / ${coupon.max_uses}`
}

export function CouponsTable({ coupons, onEdit, onDelete }: CouponsTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="brand.100" rounded="xl" bg="white">
      <Table.Root size="sm" minW="2xl" aria-label={labels.tableLabel}>
        <Table.Header>
          <Table.Row bg="brand.50">
            <Table.ColumnHeader>{labels.columns.code}</Table.ColumnHeader>
            <Table.ColumnHeader>{labels.columns.type}</Table.ColumnHeader>
            <Table.ColumnHeader>{labels.columns.value}</Table.ColumnHeader>
            <Table.ColumnHeader>{labels.columns.usage}</Table.ColumnHeader>
            <Table.ColumnHeader>{labels.columns.validUntil}</Table.ColumnHeader>
            <Table.ColumnHeader>{labels.columns.status}</Table.ColumnHeader>
            <Table.ColumnHeader>{labels.columns.actions}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
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
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
