import { SimpleGrid } from '@chakra-ui/react'
import { QueryState } from '../../../components/admin/query-state'
import type { Setting } from '../api/admin-types'
import { settingValues } from '../api/setting-values'
import type { ApiQuery } from '../api/use-api-query'
import { PriceForm } from './price-form'
import { PriceList } from './price-list'

export interface PricingTabProps {
  settings: ApiQuery<Setting[]>
  onPriceChanged: () => void
}

/** The map price, and what a customer pays for one map with VAT. */
export function PricingTab({ settings, onPriceChanged }: PricingTabProps) {
  const values = settings.data && settingValues(settings.data)
  return (
    <QueryState
      loading={settings.loading}
      error={settings.error}
      hasData={Boolean(values)}
      onRetry={settings.reload}
    >
      {values && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" pt="2">
          <PriceForm currentPrice={values.map_price} onSaved={onPriceChanged} />
          <PriceList price={values.map_price} vatRate={values.vat_rate} />
        </SimpleGrid>
      )}
    </QueryState>
  )
}
