import { SimpleGrid } from '@chakra-ui/react'
import { adminMessages, discountTypes } from '@shop/domain'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { FormField } from '../../../components/form/field'
import { LtrInput } from '../../../components/form/ltr-input'
import { Input } from '../../../components/ui/styled/input'
import { NativeSelect } from '../../../components/ui/styled/native-select'
import { Switch } from '../../../components/ui/styled/switch'
import { Textarea } from '../../../components/ui/styled/textarea'
import type { CouponFormValues } from './coupon-form'

const { couponDialog: labels, coupons } = adminMessages

export interface CouponFormFieldsProps {
  form: UseFormReturn<CouponFormValues>
  editing: boolean
}

/** The coupon's inputs; the code is fixed once the coupon exists. */
export function CouponFormFields({ form, editing }: CouponFormFieldsProps) {
  const { register, control, watch, formState } = form
  const { errors } = formState
  const codeField = register('code')
  const percentage = watch('discountType') === 'percentage'

  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FormField
        label={labels.code}
        required
        error={errors.code?.message}
        helperText={editing ? undefined : labels.codeHint}
      >
        {(ids) => (
          <LtrInput
            {...ids}
            {...codeField}
            disabled={editing}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => {
              // Codes are upper case; the caret stays where the manager is typing.
              const input = event.target
              const { selectionStart, selectionEnd } = input
              input.value = input.value.toUpperCase()
              input.setSelectionRange(selectionStart, selectionEnd)
              return codeField.onChange(event)
            }}
          />
        )}
      </FormField>
      <FormField label={labels.discountType} required error={errors.discountType?.message}>
        {(ids) => (
          <NativeSelect.Root>
            <NativeSelect.Field {...ids} {...register('discountType')}>
              {discountTypes.map((type) => (
                <option key={type} value={type}>
                  {coupons.types[type]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      </FormField>
      <FormField
        label={labels.discountValue}
        required
        error={errors.discountValue?.message}
        helperText={percentage ? labels.valueHintPercentage : labels.valueHintFixed}
      >
        {(ids) => (
          <Input {...ids} {...register('discountValue')} type="number" min="0" step="0.01" />
        )}
      </FormField>
      <FormField
        label={labels.minPurchaseAmount}
        optional
        error={errors.minPurchaseAmount?.message}
      >
        {(ids) => (
          <Input {...ids} {...register('minPurchaseAmount')} type="number" min="0" step="0.01" />
        )}
      </FormField>
      <FormField label={labels.maxUses} optional error={errors.maxUses?.message}>
        {(ids) => (
          <Input
            {...ids}
            {...register('maxUses')}
            type="number"
            min="1"
            step="1"
            placeholder={coupons.unlimited}
          />
        )}
      </FormField>
      <FormField
        label={labels.validFrom}
        optional
        error={errors.validFrom?.message}
        helperText={labels.israelTime}
      >
        {(ids) => <Input {...ids} {...register('validFrom')} type="datetime-local" />}
      </FormField>
      <FormField
        label={labels.validUntil}
        optional
        error={errors.validUntil?.message}
        helperText={labels.israelTime}
      >
        {(ids) => <Input {...ids} {...register('validUntil')} type="datetime-local" />}
      </FormField>
      <Controller
        control={control}
        name="isActive"
        render={({ field }) => (
          <Switch.Root
            checked={field.value}
            onCheckedChange={(details) => field.onChange(details.checked)}
            colorPalette="brand"
            alignSelf="end"
            pb="2"
          >
            <Switch.HiddenInput ref={field.ref} name={field.name} onBlur={field.onBlur} />
            <Switch.Control />
            <Switch.Label>{labels.isActive}</Switch.Label>
          </Switch.Root>
        )}
      />
      <SimpleGrid gridColumn={{ md: 'span 2' }}>
        <FormField label={labels.description} optional error={errors.description?.message}>
          {(ids) => <Textarea {...ids} {...register('description')} rows={2} />}
        </FormField>
      </SimpleGrid>
    </SimpleGrid>
  )
}
