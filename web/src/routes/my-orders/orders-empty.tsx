import { Button } from '@chakra-ui/react'
import { orderMessages } from '@shop/domain'
import { PackageOpenIcon } from 'lucide-react'
import { Link as RouterLink } from 'react-router-dom'
import { EmptyNotice } from '../../components/ui/empty-notice'

const { myOrders: m } = orderMessages

export function OrdersEmpty() {
  return (
    <EmptyNotice framed icon={<PackageOpenIcon />} title={m.emptyTitle} text={m.emptyText}>
      <Button asChild colorPalette="brand">
        <RouterLink to="/order">{m.orderNow}</RouterLink>
      </Button>
    </EmptyNotice>
  )
}
