import { Alert } from '@chakra-ui/react'
import { he } from '@shop/domain'
import { LuClock } from 'react-icons/lu'

const { checkout: m } = he.order

/** The delivery promise: 3 business days, at most 72 hours, by e-mail and in the personal area. */
export function DeliveryNotice() {
  return (
    <Alert.Root status="info" rounded="lg" colorPalette="brand" variant="subtle">
      <Alert.Indicator>
        <LuClock />
      </Alert.Indicator>
      <Alert.Content>
        <Alert.Title>{m.deliveryTitle}</Alert.Title>
        <Alert.Description>{m.deliveryText}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}
