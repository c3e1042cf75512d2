import { SimpleGrid, Stack } from '@chakra-ui/react'
import { parsePercent } from '@shop/domain'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { QueryState } from '../../../components/admin/query-state'
import { queryKeys } from '../../../lib/query-keys'
import { adminApi } from '../api/admin-api'
import type { Setting } from '../api/admin-types'
import { settingValues } from '../api/setting-values'
import { PriceForm } from './price-form'
import { PriceList } from './price-list'
import { VatRatesPanel } from './vat-rates-panel'

/** The map price, what a customer pays for one map with today's VAT, and the VAT rates by date. */
export function PricingTab({ settings }: { settings: UseQueryResult<Setting[]> }) {
  const values = settings.data && settingValues(settings.data)
  const rates = useQuery({
    queryKey: queryKeys.admin.vatRates,
    queryFn: ({ signal }) => adminApi.vatRates(signal),
  })
  const current = rates.data?.find((rate) => rate.status === 'current')
  const vatRateToday = current && parsePercent(current.rate)
  return (
    <Stack gap="4" pt="2">
      <QueryState query={settings}>
        {values && (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <PriceForm currentPrice={values.map_price} vatRateToday={vatRateToday} />
            {vatRateToday !== undefined && (
              <PriceList price={values.map_price} vatRateToday={vatRateToday} />
            )}
          </SimpleGrid>
        )}
      </QueryState>
      <QueryState query={rates}>{rates.data && <VatRatesPanel rates={rates.data} />}</QueryState>
    </Stack>
  )
}
