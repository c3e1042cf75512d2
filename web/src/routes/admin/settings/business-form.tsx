import { Button, Stack, Text } from '@chakra-ui/react'
import { adminMessages as admin, type BusinessSettings, businessSettingsSchema } from '@shop/domain'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { Panel } from '../../../components/admin/panel'
import { FormField } from '../../../components/form/field'
import { FormMessage } from '../../../components/form/form-message'
import { Input } from '../../../components/ui/styled/input'
import { toaster } from '../../../components/ui/toaster'
import { errorMessage } from '../../../lib/error-message'
import { adminApi } from '../api/admin-api'
import { useAdminMutation } from '../api/use-admin-mutation'
import { hebrewResolver } from '../../../components/form/hebrew-resolver'

const labels = admin.settings

export interface BusinessFormProps {
  current: BusinessSettings
}

/** The shop's name, address and dealer number, as every invoice-receipt prints them. */
export function BusinessForm({ current }: BusinessFormProps) {
  const saving = useAdminMutation({ mutationFn: adminApi.updateBusiness })
  const { register, handleSubmit, formState, reset, setError } = useForm({
    resolver: hebrewResolver(businessSettingsSchema),
    defaultValues: current,
  })
  const { errors, isSubmitting } = formState
  const { business_name, business_address, dealer_number } = current

  useEffect(() => {
    reset({ business_name, business_address, dealer_number })
  }, [business_name, business_address, dealer_number, reset])

  const submit = handleSubmit(async (details) => {
    try {
      await saving.mutateAsync(details)
      toaster.create({ type: 'success', title: admin.businessUpdated })
    } catch (error) {
      const message = errorMessage(error, admin.businessUpdateFailed)
      setError('root', { message })
      toaster.create({ type: 'error', title: message })
    }
  })

  return (
    <Panel title={labels.businessTitle}>
      <Text color="fg.muted" fontSize="sm">
        {labels.businessHint}
      </Text>
      <form noValidate onSubmit={submit}>
        <Stack gap="4">
          <FormMessage message={errors.root?.message} />
          <FormField label={labels.businessName} required error={errors.business_name?.message}>
            {(ids) => (
              <Input {...ids} {...register('business_name')} maxLength={100} autoComplete="off" />
            )}
          </FormField>
          <FormField
            label={labels.businessAddress}
            required
            error={errors.business_address?.message}
          >
            {(ids) => (
              <Input
                {...ids}
                {...register('business_address')}
                maxLength={200}
                autoComplete="off"
              />
            )}
          </FormField>
          <FormField label={labels.dealerNumber} required error={errors.dealer_number?.message}>
            {(ids) => (
              <Input
                {...ids}
                {...register('dealer_number')}
                inputMode="numeric"
                maxLength={9}
                autoComplete="off"
              />
            )}
          </FormField>
          <Button type="submit" colorPalette="brand" loading={isSubmitting} alignSelf="start">
            {labels.saveBusiness}
          </Button>
        </Stack>
      </form>
    </Panel>
  )
}
