import { Button, EmptyState, VStack } from '@chakra-ui/react'
import { he } from '@shop/domain'
import { LuPackageOpen } from 'react-icons/lu'
import { Link as RouterLink } from 'react-router-dom'

const { myOrders: m } = he.order

export function OrdersEmpty() {
  return (
    <EmptyState.Root borderWidth="1px" borderColor="brand.100" rounded="2xl" bg="white">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuPackageOpen />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{m.emptyTitle}</EmptyState.Title>
          <EmptyState.Description>{m.emptyText}</EmptyState.Description>
        </VStack>
        <Button asChild colorPalette="brand">
          <RouterLink to="/order">{m.orderNow}</RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  )
}
