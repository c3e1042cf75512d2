import { Button } from '@chakra-ui/react'
import { adminMessages, businessDetailsComplete } from '@shop/domain'
import { Link as RouterLink } from 'react-router-dom'
import { Alert } from '../../components/ui/styled/alert'
import { usePublicSettings } from '../../lib/public-settings'
import type { Setting } from './api/admin-types'
import { settingValues } from './api/setting-values'

const { settings: labels } = adminMessages

/**
 * Until the business name, address and a valid dealer number are set, every invoice-receipt is a
 * draft, and in production customers cannot pay at all: said on every visit to the dashboard,
 * with the way to the form that fixes it.
 */
export function BusinessDetailsBanner({ settings }: { settings: Setting[] | undefined }) {
  const { checkout_open: checkoutOpen } = usePublicSettings().settings
  if (!settings || businessDetailsComplete(settingValues(settings))) return null
  return (
    <Alert.Root status={checkoutOpen ? 'warning' : 'error'} rounded="xl">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title fontWeight="normal">
          {checkoutOpen ? labels.businessMissing : labels.checkoutClosed}
        </Alert.Title>
        <Button
          asChild
          size="sm"
          variant="outline"
          colorPalette={checkoutOpen ? 'orange' : 'red'}
          alignSelf="start"
        >
          <RouterLink to="/admin?tab=settings">{labels.completeBusiness}</RouterLink>
        </Button>
      </Alert.Content>
    </Alert.Root>
  )
}
