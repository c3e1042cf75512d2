import {
  adminMessages as admin,
  formatShekels,
  formatVatRate,
  mapPriceSchema,
  parseShekels,
  withVat,
} from '@shop/domain'
import { Alert } from '../../../components/ui/styled/alert'
import { AmountSettingForm } from '../amount-setting-form'
import { adminApi } from '../api/admin-api'

const labels = admin.pricing

/**
 * Sets the price per map, before VAT; orders keep the price they were created with. Beside it, as
 * it is typed, the price customers will see: with VAT at today's rate.
 */
export function PriceForm({
  currentPrice,
  vatRateToday,
}: {
  currentPrice: string
  /** Basis points; unknown while the rates load. */
  vatRateToday: number | undefined
}) {
  const preview = (value: string) => {
    const price = parseShekels(value)
    if (price === undefined || vatRateToday === undefined) return null
    return labels.priceWithVat(
      formatShekels(withVat(price, vatRateToday)),
      formatVatRate(vatRateToday),
    )
  }
  return (
    <AmountSettingForm
      schema={mapPriceSchema}
      current={currentPrice}
      save={adminApi.updateMapPrice}
      title={labels.title}
      label={labels.priceLabel}
      unit="₪"
      preview={preview}
      note={
        <Alert.Content>
          <Alert.Title>{labels.vatNote}</Alert.Title>
          <Alert.Description>{labels.appliesNote}</Alert.Description>
        </Alert.Content>
      }
      submitLabel={labels.update}
      savedMessage={admin.priceUpdated}
      failedMessage={admin.priceUpdateFailed}
    />
  )
}
