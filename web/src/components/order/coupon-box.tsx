import { Button, Group, Stack } from '@chakra-ui/react'
import { couponMessages as m } from '@shop/domain'
import { useMutation } from '@tanstack/react-query'
import { useState, type KeyboardEvent } from 'react'
import { useForm } from 'react-hook-form'
import type { AppliedCoupon } from '../../lib/applied-coupon'
import { ApiError } from '../../lib/api-client'
import { errorMessage } from '../../lib/error-message'
import { ordersApi } from '../../lib/orders-api'
import { FormField } from '../form/field'
import { lazyResolver } from '../form/lazy-resolver'
import { Input } from '../ui/styled/input'
import { toaster } from '../ui/toaster'
import { AppliedCouponNotice } from './applied-coupon-notice'

const resolver = lazyResolver(() =>
  import('./coupon-code-resolver').then((module) => module.couponCodeResolver),
)

export interface CouponBoxProps {
  /** Report count x unit price, before VAT, in shekels ("360.00"). */
  orderAmount: string
  applied: AppliedCoupon | null
  /** Resolves false when the page could not take the coupon (it has said why). */
  onApply: (coupon: AppliedCoupon) => boolean | Promise<boolean>
  onRemove: () => boolean | Promise<boolean>
  disabled?: boolean
}

/**
 * The customer's coupon box on the order form, cart and checkout. It is not a form element of its
 * own, since on the order form it sits inside the order's form: Enter is handled here.
 */
export function CouponBox({ orderAmount, applied, onApply, onRemove, disabled }: CouponBoxProps) {
  const [removing, setRemoving] = useState(false)
  const validation = useMutation({
    mutationFn: ({ code }: { code: string }) => ordersApi.validateCoupon(code, orderAmount),
  })
  const { register, handleSubmit, formState, setError, reset } = useForm({
    resolver,
    defaultValues: { code: '' },
  })

  const apply = handleSubmit(async ({ code }) => {
    let coupon: AppliedCoupon
    try {
      const check = await validation.mutateAsync({ code })
      coupon = { ...check, description: check.description ?? null }
    } catch (error) {
      const network = !(error instanceof ApiError) || error.status === 0 || error.status >= 500
      setError('code', { message: network ? m.networkError : errorMessage(error, m.invalid) })
      return
    }
    if (!(await onApply(coupon))) return
    reset({ code: '' })
    toaster.create({ type: 'success', title: m.applied(coupon.code) })
  })

  const remove = async () => {
    setRemoving(true)
    const removed = await onRemove()
    setRemoving(false)
    if (removed) toaster.create({ type: 'info', title: m.removed })
  }

  if (applied) {
    return (
      <AppliedCouponNotice
        coupon={applied}
        removing={removing}
        disabled={disabled}
        onRemove={remove}
      />
    )
  }

  const field = register('code', {
    setValueAs: (value: string) => value.toUpperCase(),
    onChange: (event: { target: HTMLInputElement }) => {
      const input = event.target
      const caret = input.selectionStart
      input.value = input.value.toUpperCase()
      input.setSelectionRange(caret, caret)
    },
  })
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    void apply()
  }

  return (
    <Stack gap="2">
      <FormField label={m.box.label} optional error={formState.errors.code?.message}>
        {(control) => (
          <Group attached w="full">
            <Input
              {...control}
              {...field}
              onKeyDown={onKeyDown}
              onFocus={resolver.preload}
              placeholder={m.box.placeholder}
              dir="ltr"
              textAlign="right"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={50}
              disabled={disabled}
              flex="1"
            />
            <Button
              variant="outline"
              colorPalette="brand"
              onClick={() => void apply()}
              loading={formState.isSubmitting}
              disabled={disabled}
            >
              {m.box.apply}
            </Button>
          </Group>
        )}
      </FormField>
    </Stack>
  )
}
