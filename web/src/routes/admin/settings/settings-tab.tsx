import { SimpleGrid, Stack } from '@chakra-ui/react'
import { adminMessages } from '@shop/domain'
import type { UseQueryResult } from '@tanstack/react-query'
import { QueryState } from '../../../components/admin/query-state'
import { Alert } from '../../../components/ui/styled/alert'
import type { Setting } from '../api/admin-types'
import { settingValues } from '../api/setting-values'
import { BusinessForm } from './business-form'

const { settings: labels } = adminMessages

/** The invoice details; more settings are to come (spec). VAT rates are on the pricing tab. */
export function SettingsTab({ settings }: { settings: UseQueryResult<Setting[]> }) {
  const values = settings.data && settingValues(settings.data)
  return (
    <Stack gap="4" pt="2">
      <Alert.Root status="info" rounded="xl">
        <Alert.Indicator />
        <Alert.Title fontWeight="normal">{labels.comingSoon}</Alert.Title>
      </Alert.Root>
      <QueryState query={settings}>
        {values && (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
            <BusinessForm
              current={{
                business_name: values.business_name,
                business_address: values.business_address,
                dealer_number: values.dealer_number,
              }}
            />
          </SimpleGrid>
        )}
      </QueryState>
    </Stack>
  )
}
