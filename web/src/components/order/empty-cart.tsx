import { Button } from '@chakra-ui/react'
import { orderMessages } from '@shop/domain'
import { LuShoppingBag } from 'react-icons/lu'
import { Link as RouterLink } from 'react-router-dom'
import { EmptyNotice } from '../ui/empty-notice'

const { cart: m } = orderMessages

export function EmptyCart() {
  return (
    <EmptyNotice icon={<LuShoppingBag />} title={m.empty} text={m.emptyText}>
      <Button asChild colorPalette="brand">
        <RouterLink to="/order">{m.startOrder}</RouterLink>
      </Button>
    </EmptyNotice>
  )
}
