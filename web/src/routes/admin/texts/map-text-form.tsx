import { Button, Stack } from '@chakra-ui/react'
import { errorMessages, mapMessages, type MapTextEntry, mapTextInput } from '@shop/domain'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { Panel } from '../../../components/admin/panel'
import { FormField } from '../../../components/form/field'
import { FormMessage } from '../../../components/form/form-message'
import { hebrewResolver } from '../../../components/form/hebrew-resolver'
import { Input } from '../../../components/ui/styled/input'
import { Textarea } from '../../../components/ui/styled/textarea'
import { toaster } from '../../../components/ui/toaster'
import { errorMessage } from '../../../lib/error-message'
import { adminApi } from '../api/admin-api'
import { useAdminMutation } from '../api/use-admin-mutation'

const labels = mapMessages.admin

/** The heading and paragraph one number prints in one aspect of the map. */
export function MapTextForm({ title, entry }: { title: string; entry: MapTextEntry }) {
  const { aspect, number, heading, text } = entry
  const saving = useAdminMutation({ mutationFn: adminApi.updateMapText })
  const { register, handleSubmit, formState, reset, setError } = useForm({
    resolver: hebrewResolver(mapTextInput),
    defaultValues: { aspect, number, heading, text },
  })
  const { errors, isSubmitting, isDirty } = formState

  useEffect(() => reset({ aspect, number, heading, text }), [aspect, number, heading, text, reset])

  const submit = handleSubmit(async (values) => {
    try {
      await saving.mutateAsync(values)
      toaster.create({ type: 'success', title: labels.saved })
    } catch (error) {
      setError('root', { message: errorMessage(error, errorMessages.internal) })
    }
  })

  return (
    <Panel title={title}>
      <form noValidate onSubmit={submit}>
        <Stack gap="3">
          <FormField label={labels.heading} required error={errors.heading?.message}>
            {(ids) => <Input {...ids} {...register('heading')} maxLength={100} />}
          </FormField>
          <FormField label={labels.text} required error={errors.text?.message}>
            {(ids) => <Textarea {...ids} {...register('text')} rows={6} maxLength={4000} />}
          </FormField>
          <FormMessage message={errors.root?.message} />
          <Button
            type="submit"
            size="sm"
            colorPalette="brand"
            alignSelf="start"
            loading={isSubmitting}
            disabled={!isDirty}
          >
            {labels.save}
          </Button>
        </Stack>
      </form>
    </Panel>
  )
}
