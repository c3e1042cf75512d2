import { Button } from '@chakra-ui/react'
import { orderMessages, siteMessages } from '@shop/domain'
import { Link as RouterLink } from 'react-router-dom'
import { usePublicSettings } from '../../lib/public-settings'
import { Alert } from '../ui/styled/alert'

/**
 * While the shop cannot issue invoice-receipts (production without the business details) it takes
 * no payment: said before the customer fills in a form she could not pay for, with a way to ask.
 */
export function CheckoutClosedNotice() {
  const { settings } = usePublicSettings()
  if (settings.checkout_open) return null
  return (
    <Alert.Root status="warning" rounded="xl" mb="6">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title asChild fontSize="md" fontWeight="bold">
          <h2>{orderMessages.checkoutClosedTitle}</h2>
        </Alert.Title>
        <Alert.Description>{orderMessages.checkoutClosed}</Alert.Description>
        <Button asChild size="sm" variant="outline" colorPalette="orange" alignSelf="start">
          <RouterLink to="/contact">{siteMessages.nav.contact}</RouterLink>
        </Button>
      </Alert.Content>
    </Alert.Root>
  )
}
