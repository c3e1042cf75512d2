import { cancellationMessages } from '@shop/domain'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { FormField } from '../../components/form/field'
import { Textarea } from '../../components/ui/styled/textarea'

const { page: m } = cancellationMessages

/** The buyer's reason, optional whichever way they ask to cancel. */
export function ReasonField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn
  error?: string
}) {
  return (
    <FormField label={m.reason} optional helperText={m.reasonHint} error={error}>
      {(control) => <Textarea {...control} {...registration} rows={3} maxLength={1000} />}
    </FormField>
  )
}
