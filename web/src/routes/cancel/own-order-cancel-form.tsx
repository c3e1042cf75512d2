import { Button, Heading, Stack, Text } from '@chakra-ui/react'
import {
  cancellableOrderStatuses,
  cancellationMessages,
  formatDate,
  formatAmount,
  type CancellationAnswer,
  type OwnCancellationInput,
} from '@shop/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { LuCircleX } from 'react-icons/lu'
import { FormField } from '../../components/form/field'
import { FormMessage } from '../../components/form/form-message'
import { lazyResolver } from '../../components/form/lazy-resolver'
import { NativeSelect } from '../../components/ui/styled/native-select'
import { Textarea } from '../../components/ui/styled/textarea'
import { cancellationApi } from '../../lib/cancellation-api'
import { errorMessage } from '../../lib/error-message'
import { queryKeys } from '../../lib/query-keys'
import { useBuyerOrders } from '../my-orders/use-buyer-orders'
import { CancellationOutcome } from './cancellation-outcome'

const { page: m } = cancellationMessages
const empty: OwnCancellationInput = { orderId: '', reason: '' }
const resolver = lazyResolver(() =>
  import('./cancellation-resolvers').then((module) => module.ownCancellationResolver),
)

/** A signed-in buyer picks one of their paid orders. */
export function OwnOrderCancelForm() {
  const queryClient = useQueryClient()
  const { state } = useBuyerOrders()
  const orders = (state.kind === 'ready' ? state.data.orders : []).filter((order) =>
    (cancellableOrderStatuses as readonly string[]).includes(order.status),
  )
  const [answer, setAnswer] = useState<CancellationAnswer | null>(null)
  const sending = useMutation({ mutationFn: cancellationApi.own })
  const { register, handleSubmit, formState, clearErrors, reset, setError } = useForm({
    resolver,
    defaultValues: empty,
    reValidateMode: 'onSubmit',
  })
  const { errors, isSubmitting } = formState
  const field = (name: keyof OwnCancellationInput) =>
    register(name, { onChange: () => clearErrors(name) })

  const submit = handleSubmit(async (input) => {
    try {
      setAnswer(await sending.mutateAsync(input))
      reset(empty)
      await queryClient.invalidateQueries({ queryKey: queryKeys.buyer.orders })
    } catch (error) {
      setError('root', { message: errorMessage(error, cancellationMessages.errors.sendFailed) })
    }
  })

  return (
    <form noValidate onSubmit={submit} onFocus={resolver.preload}>
      <Stack gap="5">
        <Heading as="h3" fontSize="lg" color="brand.900">
          {m.signedInTitle}
        </Heading>
        {answer && <CancellationOutcome answer={answer} />}
        <FormMessage message={errors.root?.message} />
        {orders.length === 0 ? (
          <Text color="fg.muted">{m.noOrders}</Text>
        ) : (
          <>
            <FormField label={m.signedInHint} required error={errors.orderId?.message}>
              {(control) => (
                <NativeSelect.Root>
                  <NativeSelect.Field {...control} {...field('orderId')} bg="white">
                    <option value="">{cancellationMessages.errors.orderRequired}</option>
                    {orders.map((order) => (
                      <option key={order.id} value={order.id}>
                        {m.orderOption(
                          order.order_number,
                          formatDate(order.paid_at ?? order.created_at),
                          formatAmount(order.total),
                        )}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              )}
            </FormField>
            <FormField
              label={m.reason}
              optional
              helperText={m.reasonHint}
              error={errors.reason?.message}
            >
              {(control) => (
                <Textarea {...control} {...field('reason')} rows={3} maxLength={1000} />
              )}
            </FormField>
            <Button
              type="submit"
              colorPalette="red"
              size="lg"
              loading={isSubmitting}
              loadingText={m.submitting}
              alignSelf={{ md: 'start' }}
              px="8"
            >
              <LuCircleX aria-hidden />
              {m.submit}
            </Button>
          </>
        )}
      </Stack>
    </form>
  )
}
