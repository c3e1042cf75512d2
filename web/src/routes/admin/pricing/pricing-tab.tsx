import { SimpleGrid } from '@chakra-ui/react'
import type { UseQueryResult } from '@tanstack/react-query'
import { QueryState } from '../../../components/admin/query-state'
import type { Setting } from '../api/admin-types'
import { settingValues } from '../api/setting-values'
import { PriceForm } from './price-form'
import { PriceList } from './price-list'

/** The map price, and what a customer pays for one map with VAT. */
export function PricingTab({ settings }: { settings: UseQueryResult<Setting[]> }) {
  const values = settings.data && settingValues(settings.data)
  return (
    <QueryState query={settings}>
      {values && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" pt="2">
          <PriceForm currentPrice={values.map_price} />
          <PriceList price={values.map_price} vatRate={values.vat_rate} />
        </SimpleGrid>
      )}
    </QueryState>
  )
}
