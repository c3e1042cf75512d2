import { Button } from '@chakra-ui/react'
import { orderMessages } from '@shop/domain'
import { LuPackageOpen } from 'react-icons/lu'
import { Link as RouterLink } from 'react-router-dom'
import { EmptyNotice } from '../../components/ui/empty-notice'

const { myOrders: m } = orderMessages

export function OrdersEmpty() {
  return (
    <EmptyNotice framed icon={<LuPackageOpen />} title={m.emptyTitle} text={m.emptyText}>
      <Button asChild colorPalette="brand">
        <RouterLink to="/order">{m.orderNow}</RouterLink>
      </Button>
    </EmptyNotice>
  )
}
