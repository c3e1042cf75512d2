import { Button } from '@chakra-ui/react'
import { orderMessages } from '@shop/domain'
import { ShoppingBagIcon } from 'lucide-react'
import { Link as RouterLink } from 'react-router-dom'
import { EmptyNotice } from '../ui/empty-notice'

const { cart: m } = orderMessages

export function EmptyCart() {
  return (
    <EmptyNotice icon={<ShoppingBagIcon />} title={m.empty} text={m.emptyText}>
      <Button asChild colorPalette="brand">
        <RouterLink to="/order">{m.startOrder}</RouterLink>
      </Button>
    </EmptyNotice>
  )
}
