import { EmptyState, VStack } from '@chakra-ui/react'
import { he } from '@shop/domain'
import { LuReceipt } from 'react-icons/lu'

const { payments: m } = he.invoice

export function PaymentsEmpty() {
  return (
    <EmptyState.Root borderWidth="1px" borderColor="brand.100" rounded="2xl" bg="white">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuReceipt />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{m.empty}</EmptyState.Title>
          <EmptyState.Description>{m.emptyText}</EmptyState.Description>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  )
}
