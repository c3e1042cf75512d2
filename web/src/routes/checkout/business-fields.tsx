import { invoiceMessages, type PaymentInput } from '@shop/domain'
import { useFormContext } from 'react-hook-form'
import { FormField } from '../../components/form/field'
import { LtrInput } from '../../components/form/ltr-input'
import { Fieldset } from '../../components/ui/styled/fieldset'
import { Input } from '../../components/ui/styled/input'

const m = invoiceMessages.business

/** The business the invoice-receipt is made out to, for buyers who need one; both optional. */
export function BusinessFields() {
  const { register, formState } = useFormContext<PaymentInput>()
  const { errors } = formState
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="lg" fontWeight="bold" color="brand.900" mb="2">
        {m.title}
      </Fieldset.Legend>
      <Fieldset.HelperText mb="2">{m.hint}</Fieldset.HelperText>
      <Fieldset.Content>
        <FormField label={m.businessName} error={errors.businessName?.message}>
          {(control) => (
            <Input
              {...control}
              {...register('businessName')}
              maxLength={100}
              autoComplete="organization"
            />
          )}
        </FormField>
        <FormField label={m.dealerNumber} error={errors.dealerNumber?.message}>
          {(control) => (
            <LtrInput
              {...control}
              {...register('dealerNumber')}
              inputMode="numeric"
              maxLength={11}
              autoComplete="off"
            />
          )}
        </FormField>
      </Fieldset.Content>
    </Fieldset.Root>
  )
}
