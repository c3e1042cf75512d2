import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form'
import { errorMessage } from '../../lib/error-message'
import { toaster } from '../ui/toaster'

/**
 * A manager's form that makes one change: checked by the schema the server checks too, the change
 * made, a toast either way. On failure the reason also stands at the top of the form, which stays
 * as typed; on success the form is emptied and `done` runs (closing its dialog).
 */
// Output as useForm takes it: the resolver's values, typed as the form's unless told otherwise
export function useChangeForm<Input extends FieldValues, Output = Input>({
  resolver,
  defaultValues,
  change,
  success,
  failure,
  done,
}: {
  resolver: Resolver<Input, unknown, Output>
  defaultValues: DefaultValues<Input>
  change: (values: Output) => Promise<unknown>
  success: string
  /** The message when the server gives none of its own. */
  failure: string
  done?: () => void
}) {
  const form = useForm<Input, unknown, Output>({ resolver, defaultValues })
  const submit = form.handleSubmit(async (values) => {
    try {
      await change(values)
      toaster.create({ type: 'success', title: success })
      form.reset()
      done?.()
    } catch (error) {
      const message = errorMessage(error, failure)
      form.setError('root', { message })
      toaster.create({ type: 'error', title: message })
    }
  })
  return { form, submit }
}
