import { Stack } from '@chakra-ui/react'
import { type ContactInput, contactMessages as contact } from '@shop/domain'
import { SendIcon } from 'lucide-react'
import { FormField } from '../../components/form/field'
import { FormMessage } from '../../components/form/form-message'
import { HydratedFieldset } from '../../components/form/hydrated-fieldset'
import { lazyResolver } from '../../components/form/lazy-resolver'
import { LtrInput } from '../../components/form/ltr-input'
import { Input } from '../../components/ui/styled/input'
import { SubmitButton } from '../../components/form/submit-button'
import { useSendForm } from '../../components/form/use-send-form'
import { Textarea } from '../../components/ui/styled/textarea'
import { ordersApi } from '../../lib/orders-api'
import { ContactSent } from './contact-sent'

const { page: m } = contact
const empty: ContactInput = { name: '', email: '', phone: '', message: '' }
const resolver = lazyResolver(() =>
  import('./contact-resolver').then((module) => module.contactResolver),
)

/** The contact form: each field's error clears as soon as that field is edited. */
export function ContactForm() {
  const { field, submit, sent, errors, isSubmitting, preload } = useSendForm({
    resolver,
    empty,
    send: ordersApi.sendContact,
    failed: contact.sendFailed,
  })

  return (
    <form noValidate onSubmit={submit} onFocus={preload}>
      <HydratedFieldset>
        <Stack gap="5">
          {sent && <ContactSent />}
          <FormMessage message={errors.root?.message} />
          <FormField label={m.name} required error={errors.name?.message}>
            {(control) => (
              <Input {...control} {...field('name')} autoComplete="name" maxLength={100} />
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
          <FormField label={m.phone} optional error={errors.phone?.message}>
            {(control) => (
              <LtrInput
                {...control}
                {...field('phone')}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
              />
            )}
          </FormField>
          <FormField label={m.message} required error={errors.message?.message}>
            {(control) => <Textarea {...control} {...field('message')} rows={6} maxLength={1000} />}
          </FormField>
          <SubmitButton loading={isSubmitting} loadingText={m.submitting}>
            <SendIcon aria-hidden />
            {m.submit}
          </SubmitButton>
        </Stack>
      </HydratedFieldset>
    </form>
  )
}
