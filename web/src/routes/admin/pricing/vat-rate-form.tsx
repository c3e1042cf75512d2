import { Button, Heading, SimpleGrid, Stack } from '@chakra-ui/react'
import { adminMessages, newVatRateSchema, shopDate } from '@shop/domain'
import { useForm } from 'react-hook-form'
import { FormField } from '../../../components/form/field'
import { FormMessage } from '../../../components/form/form-message'
import { hebrewResolver } from '../../../components/form/hebrew-resolver'
import { Alert } from '../../../components/ui/styled/alert'
import { Input, InputGroup } from '../../../components/ui/styled/input'
import { toaster } from '../../../components/ui/toaster'
import { errorMessage } from '../../../lib/error-message'
import { adminApi } from '../api/admin-api'
import { useAdminMutation } from '../api/use-admin-mutation'

const { vatRates: labels } = adminMessages

/** A rate to come and its first day, after today on Israel's calendar, checked as the server does. */
export function VatRateForm() {
  const adding = useAdminMutation({ mutationFn: adminApi.addVatRate })
  const { register, handleSubmit, formState, reset, setError } = useForm({
    resolver: hebrewResolver(newVatRateSchema, { raw: true }),
    defaultValues: { rate: '', in_force_from: '' },
  })
  const { errors, isSubmitting } = formState

  const submit = handleSubmit(async (rate) => {
    try {
      await adding.mutateAsync({
        rate: String(rate.rate).trim(),
        in_force_from: rate.in_force_from,
      })
      reset()
      toaster.create({ type: 'success', title: adminMessages.vatRateAdded })
    } catch (error) {
      const message = errorMessage(error, adminMessages.vatRateAddFailed)
      setError('root', { message })
      toaster.create({ type: 'error', title: message })
    }
  })

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="3">
        <Heading as="h4" fontSize="sm" color="brand.900">
          {labels.addTitle}
        </Heading>
        <FormMessage message={errors.root?.message} />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <FormField label={labels.rateLabel} required error={errors.rate?.message}>
            {(ids) => (
              <InputGroup endElement="%">
                <Input
                  {...ids}
                  {...register('rate')}
                  type="number"
                  inputMode="decimal"
                  min="0"
                  max="100"
                  step="0.01"
                />
              </InputGroup>
            )}
          </FormField>
          <FormField label={labels.dateLabel} required error={errors.in_force_from?.message}>
            {(ids) => (
              <Input
                {...ids}
                {...register('in_force_from')}
                type="date"
                min={shopDate(undefined, 1)}
              />
            )}
          </FormField>
        </SimpleGrid>
        <Alert.Root status="info" rounded="lg" size="sm">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{labels.note}</Alert.Title>
        </Alert.Root>
        <Button type="submit" colorPalette="brand" loading={isSubmitting} alignSelf="start">
          {labels.add}
        </Button>
      </Stack>
    </form>
  )
}
