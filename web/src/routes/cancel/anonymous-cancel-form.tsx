import { Heading, Stack, Text } from '@chakra-ui/react'
import { cancellationMessages, type AnonymousCancellationInput } from '@shop/domain'
import { SendIcon } from 'lucide-react'
import { FormField } from '../../components/form/field'
import { FormMessage } from '../../components/form/form-message'
import { HydratedFieldset } from '../../components/form/hydrated-fieldset'
import { lazyResolver } from '../../components/form/lazy-resolver'
import { LtrInput } from '../../components/form/ltr-input'
import { SubmitButton } from '../../components/form/submit-button'
import { useSendForm } from '../../components/form/use-send-form'
import { Alert } from '../../components/ui/styled/alert'
import { cancellationApi } from '../../lib/cancellation-api'
import { ReasonField } from './reason-field'

const { page: m } = cancellationMessages
const empty: AnonymousCancellationInput = { orderNumber: '', email: '', reason: '' }
const resolver = lazyResolver(() =>
  import('./cancellation-resolvers').then((module) => module.anonymousCancellationResolver),
)

/** Anyone may ask with an order number and its e-mail; the link to confirm goes to that order. */
export function AnonymousCancelForm() {
  const { field, submit, sent, errors, isSubmitting, preload } = useSendForm({
    resolver,
    empty,
    send: cancellationApi.byOrderNumber,
    failed: cancellationMessages.errors.sendFailed,
  })

  return (
    <form noValidate onSubmit={submit} onFocus={preload}>
      <HydratedFieldset>
        <Stack gap="5">
          <Heading as="h3" fontSize="lg" color="brand.900">
            {m.anonymousTitle}
          </Heading>
          <Text color="fg.muted">{m.anonymousHint}</Text>
          {sent && (
            <Alert.Root status="success" rounded="lg" role="status">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Description>{m.linkSent}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <FormMessage message={errors.root?.message} />
          <FormField label={m.orderNumber} required error={errors.orderNumber?.message}>
            {(control) => (
              <LtrInput {...control} {...field('orderNumber')} inputMode="numeric" maxLength={9} />
            )}
          </FormField>
          <FormField label={m.email} required error={errors.email?.message}>
            {(control) => (
              <LtrInput
                {...control}
                {...field('email')}
                type="email"
                autoComplete="email"
                maxLength={255}
              />
            )}
          </FormField>
          <ReasonField registration={field('reason')} error={errors.reason?.message} />
          <SubmitButton loading={isSubmitting} loadingText={m.submitting}>
            <SendIcon aria-hidden />
            {m.submit}
          </SubmitButton>
        </Stack>
      </HydratedFieldset>
    </form>
  )
}
