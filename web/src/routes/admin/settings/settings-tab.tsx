import { Alert, DataList, Stack, Text } from '@chakra-ui/react'
import { he } from '@shop/domain'
import { Panel } from '../../../components/admin/panel'
import { QueryState } from '../../../components/admin/query-state'
import type { Setting } from '../api/admin-types'
import { settingValues } from '../api/setting-values'
import type { ApiQuery } from '../api/use-api-query'
import { plainAmount } from '../format'

const { settings: labels } = he.admin

/** More settings are to come (spec); for now the invoice details, read only. */
export function SettingsTab({ settings }: { settings: ApiQuery<Setting[]> }) {
  const values = settings.data && settingValues(settings.data)
  return (
    <Stack gap="4" pt="2">
      <Alert.Root status="info" rounded="xl">
        <Alert.Indicator />
        <Alert.Title fontWeight="normal">{labels.comingSoon}</Alert.Title>
      </Alert.Root>
      <QueryState
        loading={settings.loading}
        error={settings.error}
        hasData={Boolean(values)}
        onRetry={settings.reload}
      >
        {values && (
          <Panel title={labels.businessTitle}>
            <Text color="fg.muted" fontSize="sm">
              {labels.businessHint}
            </Text>
            <DataList.Root orientation="horizontal">
              <DataList.Item>
                <DataList.ItemLabel>{labels.businessName}</DataList.ItemLabel>
                <DataList.ItemValue>{values.business_name}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{labels.businessAddress}</DataList.ItemLabel>
                <DataList.ItemValue>{values.business_address}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{labels.dealerNumber}</DataList.ItemLabel>
                <DataList.ItemValue>
                  <bdi>{values.dealer_number}</bdi>
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{labels.vatRate}</DataList.ItemLabel>
                <DataList.ItemValue>
                  <bdi>{plainAmount(values.vat_rate)}%</bdi>
                </DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
          </Panel>
        )}
      </QueryState>
    </Stack>
  )
}
