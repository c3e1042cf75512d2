import { mapMessages, orderMessages } from '@shop/domain'
import { ClockIcon } from 'lucide-react'
import { Alert } from '../../components/ui/styled/alert'
import { usePublicSettings } from '../../lib/public-settings'

const { checkout: m } = orderMessages

/**
 * The delivery promise: 3 business days, at most 72 hours, by e-mail and in the personal area; or
 * within minutes when the shop sends its drafts without review.
 */
export function DeliveryNotice() {
  const { settings } = usePublicSettings()
  return (
    <Alert.Root status="info" rounded="lg" colorPalette="brand" variant="subtle">
      <Alert.Indicator>
        <ClockIcon />
      </Alert.Indicator>
      <Alert.Content>
        <Alert.Title>{m.deliveryTitle}</Alert.Title>
        <Alert.Description>
          {settings.maps_auto_approve ? mapMessages.promise.deliveryWithinMinutes : m.deliveryText}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}
