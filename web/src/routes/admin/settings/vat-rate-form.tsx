import { adminMessages as admin, vatRateSchema } from '@shop/domain'
import { Alert } from '../../../components/ui/styled/alert'
import { AmountSettingForm } from '../amount-setting-form'
import { adminApi } from '../api/admin-api'

const labels = admin.settings

/** Israel's VAT rate in percent; orders keep the rate they were created with. */
export function VatRateForm({ currentRate }: { currentRate: string }) {
  return (
    <AmountSettingForm
      schema={vatRateSchema}
      current={currentRate}
      save={adminApi.updateVatRate}
      title={labels.vatRate}
      label={labels.vatRateLabel}
      unit="%"
      max={100}
      note={<Alert.Title>{labels.vatAppliesNote}</Alert.Title>}
      submitLabel={labels.updateVat}
      savedMessage={admin.vatRateUpdated}
      failedMessage={admin.vatRateUpdateFailed}
    />
  )
}
