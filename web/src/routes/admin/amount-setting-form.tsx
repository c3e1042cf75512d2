import { Button, Stack, Text } from '@chakra-ui/react'
import type { mapPriceSchema } from '@shop/domain'
import { useEffect, type ReactNode } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Panel } from '../../components/admin/panel'
import { FormField } from '../../components/form/field'
import { FormMessage } from '../../components/form/form-message'
import { Alert } from '../../components/ui/styled/alert'
import { Input, InputGroup } from '../../components/ui/styled/input'
import { toaster } from '../../components/ui/toaster'
import { errorMessage } from '../../lib/error-message'
import { useAdminMutation } from './api/use-admin-mutation'
import { plainAmount } from './format'
import { hebrewResolver } from '../../components/form/hebrew-resolver'

export interface AmountSettingFormProps {
  /** The shared schema of the setting's PATCH body: `{ value }`, a decimal amount. */
  schema: typeof mapPriceSchema
  current: string
  save: (value: string) => Promise<unknown>
  title: string
  label: string
  unit: string
  max?: number
  /** What to know before changing it, shown under the field. */
  note: ReactNode
  /** Shown beside the field as the value is typed (the price with VAT). */
  preview?: (value: string) => ReactNode
  submitLabel: string
  savedMessage: string
  failedMessage: string
}

/** One decimal setting a manager edits (the map price), checked as the server does. */
export function AmountSettingForm(props: AmountSettingFormProps) {
  const { schema, current, save } = props
  const saving = useAdminMutation({ mutationFn: save })
  const { register, handleSubmit, formState, reset, setError, control } = useForm({
    resolver: hebrewResolver(schema, { raw: true }),
    defaultValues: { value: plainAmount(current) },
  })
  const { errors, isSubmitting } = formState
  const typed = useWatch({ control, name: 'value' })

  useEffect(() => {
    reset({ value: plainAmount(current) })
  }, [current, reset])

  const submit = handleSubmit(async ({ value }) => {
    try {
      await saving.mutateAsync(String(value).trim())
      toaster.create({ type: 'success', title: props.savedMessage })
    } catch (error) {
      const message = errorMessage(error, props.failedMessage)
      setError('root', { message })
      toaster.create({ type: 'error', title: message })
    }
  })

  return (
    <Panel title={props.title}>
      <form noValidate onSubmit={submit}>
        <Stack gap="4">
          <FormMessage message={errors.root?.message} />
          <FormField label={props.label} required error={errors.value?.message}>
            {(ids) => (
              <InputGroup endElement={props.unit}>
                <Input
                  {...ids}
                  {...register('value')}
                  type="number"
                  inputMode="decimal"
                  min="0"
                  max={props.max}
                  step="0.01"
                />
              </InputGroup>
            )}
          </FormField>
          {props.preview && (
            <Text fontSize="sm" color="brand.900" aria-live="polite" mt="-2">
              {props.preview(String(typed ?? ''))}
            </Text>
          )}
          <Alert.Root status="info" rounded="lg" size="sm">
            <Alert.Indicator />
            {props.note}
          </Alert.Root>
          <Button type="submit" colorPalette="brand" loading={isSubmitting} alignSelf="start">
            {props.submitLabel}
          </Button>
        </Stack>
      </form>
    </Panel>
  )
}
