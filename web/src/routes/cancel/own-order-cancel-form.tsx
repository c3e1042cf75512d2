import { Heading, Stack, Text } from '@chakra-ui/react'
import {
  cancellableOrderStatuses,
  cancellationMessages,
  formatDate,
  formatAmount,
  type OwnCancellationInput,
} from '@shop/domain'
import { useQueryClient } from '@tanstack/react-query'
import { CircleXIcon } from 'lucide-react'
import { FormField } from '../../components/form/field'
import { FormMessage } from '../../components/form/form-message'
import { lazyResolver } from '../../components/form/lazy-resolver'
import { SubmitButton } from '../../components/form/submit-button'
import { useSendForm } from '../../components/form/use-send-form'
import { NativeSelect } from '../../components/ui/styled/native-select'
import { cancellationApi } from '../../lib/cancellation-api'
import { queryKeys } from '../../lib/query-keys'
import { useBuyerOrders } from '../my-orders/use-buyer-orders'
import { CancellationOutcome } from './cancellation-outcome'
import { ReasonField } from './reason-field'

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
  const { field, submit, sent, errors, isSubmitting, preload } = useSendForm({
    resolver,
    empty,
    send: cancellationApi.own,
    failed: cancellationMessages.errors.sendFailed,
    afterSent: () => queryClient.invalidateQueries({ queryKey: queryKeys.buyer.orders }),
    answerStaysOnEdit: true,
  })

  return (
    <form noValidate onSubmit={submit} onFocus={preload}>
      <Stack gap="5">
        <Heading as="h3" fontSize="lg" color="brand.900">
          {m.signedInTitle}
        </Heading>
        {sent && <CancellationOutcome answer={sent.answer} />}
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
            <ReasonField registration={field('reason')} error={errors.reason?.message} />
            <SubmitButton colorPalette="red" loading={isSubmitting} loadingText={m.submitting}>
              <CircleXIcon aria-hidden />
              {m.submit}
            </SubmitButton>
          </>
        )}
      </Stack>
    </form>
  )
}
