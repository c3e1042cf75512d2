import { Alert, Button, Input, InputGroup, Stack } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { he, mapPriceSchema } from '@shop/domain'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { FormField } from '../../../components/form/field'
import { toaster } from '../../../components/ui/toaster'
import { errorMessage } from '../../../lib/error-message'
import { adminApi } from '../api/admin-api'
import { plainAmount } from '../format'
import { Panel } from '../../../components/admin/panel'

const { admin } = he
const labels = admin.pricing

export interface PriceFormProps {
  currentPrice: string
  onSaved(): void
}

/** Sets the price per map, before VAT; orders keep the price they were created with. */
export function PriceForm({ currentPrice, onSaved }: PriceFormProps) {
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(mapPriceSchema, undefined, { raw: true }),
    defaultValues: { value: plainAmount(currentPrice) },
  })
  const { errors, isSubmitting } = formState

  useEffect(() => {
    reset({ value: plainAmount(currentPrice) })
  }, [currentPrice, reset])

  const submit = handleSubmit(async ({ value }) => {
    try {
      await adminApi.updateMapPrice(String(value).trim())
      toaster.create({ type: 'success', title: admin.priceUpdated })
      onSaved()
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(error, admin.priceUpdateFailed) })
    }
  })

  return (
    <Panel title={labels.title}>
      <form noValidate onSubmit={submit}>
        <Stack gap="4">
          <FormField label={labels.priceLabel} required error={errors.value?.message}>
            {(ids) => (
              <InputGroup endElement="₪">
                <Input
                  {...ids}
                  {...register('value')}
                  type="number"
                  inputMode="decimal"
                  min="0"
                  step="0.01"
                />
              </InputGroup>
            )}
          </FormField>
          <Alert.Root status="info" rounded="lg" size="sm">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{labels.vatNote}</Alert.Title>
              <Alert.Description>{labels.appliesNote}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Button type="submit" colorPalette="brand" loading={isSubmitting} alignSelf="start">
            {labels.update}
          </Button>
        </Stack>
      </form>
    </Panel>
  )
}
