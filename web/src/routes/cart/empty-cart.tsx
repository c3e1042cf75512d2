import { Button, EmptyState, VStack } from '@chakra-ui/react'
import { he } from '@shop/domain'
import { LuShoppingBag } from 'react-icons/lu'
import { Link as RouterLink } from 'react-router-dom'

const { cart: m } = he.order

export function EmptyCart() {
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuShoppingBag />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{m.empty}</EmptyState.Title>
          <EmptyState.Description>{m.emptyText}</EmptyState.Description>
        </VStack>
        <Button asChild colorPalette="brand">
          <RouterLink to="/order">{m.startOrder}</RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  )
}
