import { Button, Stack } from '@chakra-ui/react'
import { type ContactInput, contactMessages as contact } from '@shop/domain'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { LuSend } from 'react-icons/lu'
import { FormField } from '../../components/form/field'
import { FormMessage } from '../../components/form/form-message'
import { HydratedFieldset } from '../../components/form/hydrated-fieldset'
import { lazyResolver } from '../../components/form/lazy-resolver'
import { LtrInput } from '../../components/form/ltr-input'
import { Input } from '../../components/ui/styled/input'
import { Textarea } from '../../components/ui/styled/textarea'
import { errorMessage } from '../../lib/error-message'
import { ordersApi } from '../../lib/orders-api'
import { ContactSent } from './contact-sent'

const { page: m } = contact
const empty: ContactInput = { name: '', email: '', phone: '', message: '' }
const resolver = lazyResolver(() =>
  import('./contact-resolver').then((module) => module.contactResolver),
)

/** The contact form: each field's error clears as soon as that field is edited. */
export function ContactForm() {
  const [sent, setSent] = useState(false)
  const sending = useMutation({ mutationFn: ordersApi.sendContact })
  const { register, handleSubmit, formState, clearErrors, reset, setError } = useForm({
    resolver,
    defaultValues: empty,
    reValidateMode: 'onSubmit',
  })
  const { errors, isSubmitting } = formState
  const field = (name: keyof ContactInput) =>
    register(name, {
      onChange: () => {
        clearErrors(name)
        setSent(false)
      },
    })

  const submit = handleSubmit(async (input) => {
    try {
      await sending.mutateAsync(input)
      reset(empty)
      setSent(true)
    } catch (error) {
      setError('root', { message: errorMessage(error, contact.sendFailed) })
    }
  })

  return (
    <form noValidate onSubmit={submit} onFocus={resolver.preload}>
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
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            loading={isSubmitting}
            loadingText={m.submitting}
            alignSelf={{ md: 'start' }}
            px="8"
          >
            <LuSend aria-hidden />
            {m.submit}
          </Button>
        </Stack>
      </HydratedFieldset>
    </form>
  )
}
