import { Stack, Text } from '@chakra-ui/react'
import {
  giftDeliveryDateRange,
  giftDeliveryHour,
  giftMessageMaxLength,
  giftMessages,
  orderMessages,
} from '@shop/domain'
import { Controller, useFormContext, useWatch } from 'react-hook-form'
import { GiftIcon } from 'lucide-react'
import { FormField } from '../../components/form/field'
import { LtrInput } from '../../components/form/ltr-input'
import { Switch } from '../../components/ui/styled/switch'
import { Textarea } from '../../components/ui/styled/textarea'
import type { OrderFormValues } from './order-form-schema'

const { form: m } = orderMessages

/** The gift toggle of a report, revealing the recipient's e-mail and the gift message. */
export function ReportGiftFields({ index }: { index: number }) {
  const { register, control, formState } = useFormContext<OrderFormValues>()
  const errors = formState.errors.reports?.[index]
  const isGift = useWatch({ control, name: `reports.${index}.isGift` })
  const giftMessage = useWatch({ control, name: `reports.${index}.giftMessage` }) ?? ''
  // Only for a gift: the range is read on the shop's clock, whose first reading builds an Intl
  // formatter, a long task on a phone drawing the form.
  const range = isGift ? giftDeliveryDateRange() : undefined

  return (
    <Stack
      gap="4"
      p="4"
      rounded="xl"
      bg={isGift ? 'gold.50' : 'bg.subtle'}
      borderWidth="1px"
      borderColor={isGift ? 'gold.200' : 'transparent'}
    >
      <Controller
        control={control}
        name={`reports.${index}.isGift`}
        render={({ field }) => (
          <Switch.Root
            name={field.name}
            checked={Boolean(field.value)}
            onCheckedChange={(details) => field.onChange(details.checked)}
            colorPalette="brand"
          >
            <Switch.HiddenInput ref={field.ref} onBlur={field.onBlur} />
            <Switch.Control />
            <Switch.Label display="flex" alignItems="center" gap="2" fontWeight="medium">
              <GiftIcon aria-hidden />
              {m.isGift}
            </Switch.Label>
          </Switch.Root>
        )}
      />
      {isGift ? (
        <>
          <FormField label={m.recipientEmail} required error={errors?.recipientEmail?.message}>
            {(control) => (
              <LtrInput
                {...control}
                {...register(`reports.${index}.recipientEmail`)}
                type="email"
                autoComplete="off"
              />
            )}
          </FormField>
          <FormField
            label={m.giftMessage}
            optional
            helperText={m.counter(giftMessage.length, giftMessageMaxLength)}
            error={errors?.giftMessage?.message}
          >
            {(control) => (
              <Textarea
                {...control}
                {...register(`reports.${index}.giftMessage`)}
                maxLength={giftMessageMaxLength}
                rows={3}
                autoresize
              />
            )}
          </FormField>
          <FormField
            label={giftMessages.deliveryDate}
            optional
            helperText={giftMessages.deliveryDateHint(giftDeliveryHour)}
            error={errors?.giftDeliveryDate?.message}
          >
            {(control) => (
              <LtrInput
                {...control}
                {...register(`reports.${index}.giftDeliveryDate`)}
                type="date"
                min={range?.min}
                max={range?.max}
              />
            )}
          </FormField>
        </>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {m.giftHint}
        </Text>
      )}
    </Stack>
  )
}
