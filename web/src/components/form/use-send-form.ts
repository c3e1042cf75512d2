import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form'
import { errorMessage } from '../../lib/error-message'
import type { LazyResolver } from './lazy-resolver'

export interface SendFormOptions<Input extends FieldValues, Output, Answer> {
  resolver: LazyResolver<Input, unknown, Output>
  /** The blank form, shown again once a send succeeds. */
  empty: DefaultValues<Input>
  send: (input: Output) => Promise<Answer>
  /** The form's message when the server gave none of its own. */
  failed: string
  /** Runs after the answer is in, for what the send changed elsewhere on the page. */
  afterSent?: () => Promise<unknown>
  /** Keeps the answer in sight while the form is filled in again, as a record to refer to. */
  answerStaysOnEdit?: boolean
}

/**
 * A form that sends what was typed and shows the server's answer: each field's error clears as
 * soon as that field is edited, a success empties the form, and a failure becomes the form's own
 * message.
 */
export function useSendForm<Input extends FieldValues, Output, Answer>({
  resolver,
  empty,
  send,
  failed,
  afterSent,
  answerStaysOnEdit = false,
}: SendFormOptions<Input, Output, Answer>) {
  // Wrapped, so that an answer with no body still counts as sent
  const [sent, setSent] = useState<{ answer: Answer } | null>(null)
  const sending = useMutation({ mutationFn: send })
  const { register, handleSubmit, formState, clearErrors, reset, setError } = useForm({
    resolver,
    defaultValues: empty,
    reValidateMode: 'onSubmit',
  })

  const field = (name: Path<Input>) =>
    register(name, {
      onChange: () => {
        clearErrors(name)
        if (!answerStaysOnEdit) setSent(null)
      },
    })

  const submit = handleSubmit(async (input) => {
    try {
      setSent({ answer: await sending.mutateAsync(input) })
      reset(empty)
      await afterSent?.()
    } catch (error) {
      setError('root', { message: errorMessage(error, failed) })
    }
  })

  return {
    field,
    submit,
    sent,
    errors: formState.errors,
    isSubmitting: formState.isSubmitting,
    preload: resolver.preload,
  }
}
