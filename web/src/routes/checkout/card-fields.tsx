import { SimpleGrid } from '@chakra-ui/react'
import { cardFieldLimits, orderMessages, type PaymentInput } from '@shop/domain'
import { useFormContext, type UseFormRegisterReturn } from 'react-hook-form'
import { FormField } from '../../components/form/field'
import { LtrInput } from '../../components/form/ltr-input'
import { Fieldset } from '../../components/ui/styled/fieldset'
import { Input } from '../../components/ui/styled/input'
import { digitsOnly, formatCardNumber, formatExpiry } from '../../lib/card-format'

const { checkout: m } = orderMessages

/** Rewrites what was typed (digits grouped, the expiry's slash) before the form reads it. */
function formatted(
  registration: UseFormRegisterReturn,
  format: (value: string) => string,
): UseFormRegisterReturn {
  return {
    ...registration,
    onChange: (event) => {
      const input = event.target as HTMLInputElement
      input.value = format(input.value)
      return registration.onChange(event)
    },
  }
}

/** Card number, expiry, CVV, cardholder and ID, with the specification's lengths. */
export function CardFields() {
  const { register, formState } = useFormContext<PaymentInput>()
  const { errors } = formState

  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="lg" fontWeight="bold" color="brand.900" mb="2">
        {m.cardTitle}
      </Fieldset.Legend>
      <Fieldset.Content>
        <FormField label={m.cardNumber} required error={errors.cardNumber?.message}>
          {(control) => (
            <LtrInput
              {...control}
              {...formatted(register('cardNumber'), formatCardNumber)}
              inputMode="numeric"
              autoComplete="cc-number"
              maxLength={cardFieldLimits.cardNumber}
              placeholder="0000 0000 0000 0000"
            />
          )}
        </FormField>
        <SimpleGrid columns={2} gap="4">
          <FormField label={m.expiry} required error={errors.expiry?.message}>
            {(control) => (
              <LtrInput
                {...control}
                {...formatted(register('expiry'), formatExpiry)}
                inputMode="numeric"
                autoComplete="cc-exp"
                maxLength={cardFieldLimits.expiry}
                placeholder="MM/YY"
              />
            )}
          </FormField>
          <FormField label={m.cvv} required error={errors.cvv?.message}>
            {(control) => (
              <LtrInput
                {...control}
                {...formatted(register('cvv'), (value) => digitsOnly(value, cardFieldLimits.cvv))}
                inputMode="numeric"
                autoComplete="cc-csc"
                maxLength={cardFieldLimits.cvv}
              />
            )}
          </FormField>
        </SimpleGrid>
        <FormField label={m.cardholderName} required error={errors.cardholderName?.message}>
          {(control) => (
            <Input {...control} {...register('cardholderName')} autoComplete="cc-name" />
          )}
        </FormField>
        <FormField label={m.idNumber} required error={errors.idNumber?.message}>
          {(control) => (
            <LtrInput
              {...control}
              {...formatted(register('idNumber'), (value) =>
                digitsOnly(value, cardFieldLimits.idNumber),
              )}
              inputMode="numeric"
              autoComplete="off"
              maxLength={cardFieldLimits.idNumber}
            />
          )}
        </FormField>
      </Fieldset.Content>
    </Fieldset.Root>
  )
}
