import { Separator } from '@chakra-ui/react'
import {
  adminMessages,
  formatAmount,
  formatShekels,
  formatVatRate,
  parseShekels,
  withVat,
} from '@shop/domain'
import { DataList } from '../../../components/ui/styled/data-list'
import { Panel } from '../../../components/admin/panel'

const { pricing: labels } = adminMessages

/** One map's price: before VAT, the VAT at the rate in force today, and the total, to the agora. */
export function PriceList({ price, vatRateToday }: { price: string; vatRateToday: number }) {
  const base = parseShekels(price) ?? 0
  const total = withVat(base, vatRateToday)
  return (
    <Panel title={labels.priceListTitle}>
      <DataList.Root orientation="horizontal" size="lg" aria-live="polite">
        <DataList.Item>
          <DataList.ItemLabel>{labels.basePrice}</DataList.ItemLabel>
          <DataList.ItemValue>{formatAmount(price)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{labels.vat(formatVatRate(vatRateToday))}</DataList.ItemLabel>
          <DataList.ItemValue>{formatShekels(total - base)}</DataList.ItemValue>
        </DataList.Item>
        <Separator />
        <DataList.Item>
          <DataList.ItemLabel fontWeight="bold">{labels.withVat}</DataList.ItemLabel>
          <DataList.ItemValue fontWeight="bold" color="brand.900">
            {formatShekels(total)}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    </Panel>
  )
}
