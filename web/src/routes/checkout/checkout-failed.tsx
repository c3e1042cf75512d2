import { Button } from '@chakra-ui/react'
import { orderMessages } from '@shop/domain'
import { Alert } from '../../components/ui/styled/alert'

/** The order could not be saved or opened: the reason, and another try. */
export function CheckoutFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert.Root status="error" rounded="lg" alignItems="center">
      <Alert.Indicator />
      <Alert.Title flex="1">{message}</Alert.Title>
      <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry}>
        {orderMessages.checkout.retry}
      </Button>
    </Alert.Root>
  )
}
