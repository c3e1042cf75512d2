import { Alert, Button, Input, InputGroup, Stack } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { he, vatRateSchema } from '@shop/domain'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { Panel } from '../../../components/admin/panel'
import { FormField } from '../../../components/form/field'
import { toaster } from '../../../components/ui/toaster'
import { errorMessage } from '../../../lib/error-message'
import { adminApi } from '../api/admin-api'
import { plainAmount } from '../format'

const { admin } = he
const labels = admin.settings

export interface VatRateFormProps {
  currentRate: string
  onSaved(): void
}

/** Israel's VAT rate in percent; orders keep the rate they were created with. */
export function VatRateForm({ currentRate, onSaved }: VatRateFormProps) {
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(vatRateSchema, undefined, { raw: true }),
    defaultValues: { value: plainAmount(currentRate) },
  })
  const { errors, isSubmitting } = formState

  useEffect(() => {
    reset({ value: plainAmount(currentRate) })
  }, [currentRate, reset])

  const submit = handleSubmit(async ({ value }) => {
    try {
      await adminApi.updateVatRate(String(value).trim())
      toaster.create({ type: 'success', title: admin.vatRateUpdated })
      onSaved()
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(error, admin.vatRateUpdateFailed) })
    }
  })

  return (
    <Panel title={labels.vatRate}>
      <form noValidate onSubmit={submit}>
        <Stack gap="4">
          <FormField label={labels.vatRateLabel} required error={errors.value?.message}>
            {(ids) => (
              <InputGroup endElement="%">
                <Input
                  {...ids}
                  {...register('value')}
                  type="number"
                  inputMode="decimal"
                  min="0"
                  max="100"
                  step="0.01"
                />
              </InputGroup>
            )}
          </FormField>
          <Alert.Root status="info" rounded="lg" size="sm">
            <Alert.Indicator />
            <Alert.Title>{labels.vatAppliesNote}</Alert.Title>
          </Alert.Root>
          <Button type="submit" colorPalette="brand" loading={isSubmitting} alignSelf="start">
            {labels.updateVat}
          </Button>
        </Stack>
      </form>
    </Panel>
  )
}
