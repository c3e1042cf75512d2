import { adminMessages as admin, mapPriceSchema } from '@shop/domain'
import { Alert } from '../../../components/ui/styled/alert'
import { AmountSettingForm } from '../amount-setting-form'
import { adminApi } from '../api/admin-api'

const labels = admin.pricing

/** Sets the price per map, before VAT; orders keep the price they were created with. */
export function PriceForm({ currentPrice }: { currentPrice: string }) {
  return (
    <AmountSettingForm
      schema={mapPriceSchema}
      current={currentPrice}
      save={adminApi.updateMapPrice}
      title={labels.title}
      label={labels.priceLabel}
      unit="₪"
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
