import { orderMessages, type PaymentInput } from '@shop/domain'
import { useFormContext } from 'react-hook-form'
import { FormField } from '../../components/form/field'
import { LtrInput } from '../../components/form/ltr-input'
import { Fieldset } from '../../components/ui/styled/fieldset'

const { checkout: m } = orderMessages

/** Where the invoice-receipt goes: billing e-mail and phone, both required. */
export function BillingFields() {
  const { register, formState } = useFormContext<PaymentInput>()
  const { errors } = formState
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="lg" fontWeight="bold" color="brand.900" mb="2">
        {m.billingTitle}
      </Fieldset.Legend>
      <Fieldset.Content>
        <FormField label={m.billingEmail} required error={errors.billingEmail?.message}>
          {(control) => (
            <LtrInput
              {...control}
              {...register('billingEmail')}
              type="email"
              autoComplete="email"
            />
          )}
        </FormField>
        <FormField label={m.billingPhone} required error={errors.billingPhone?.message}>
          {(control) => (
            <LtrInput
              {...control}
              {...register('billingPhone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
            />
          )}
        </FormField>
      </Fieldset.Content>
    </Fieldset.Root>
  )
}
