import { Button, Spinner, Stack } from '@chakra-ui/react'
import {
  errorMessages,
  formatAmount,
  orderMessages,
  paymentMessages,
  paymentSchema,
} from '@shop/domain'
import { useState, type FormEvent } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { LockIcon } from 'lucide-react'
import { useNavigate } from 'react-router-dom'
import { useAuth } from '../../auth/auth-state'
import { FormMessage } from '../../components/form/form-message'
import { Alert } from '../../components/ui/styled/alert'
import { Fieldset } from '../../components/ui/styled/fieldset'
import { toaster } from '../../components/ui/toaster'
import type { BuyerOrder } from '@shop/domain'
import { errorMessage } from '../../lib/error-message'
import { BillingFields } from './billing-fields'
import { BusinessFields } from './business-fields'
import { CardFields } from './card-fields'
import { DeliveryNotice } from './delivery-notice'
import { usePayOrder } from './pay-order'
import { TermsCheckbox } from './terms-checkbox'
import { hebrewResolver } from '../../components/form/hebrew-resolver'

const { checkout: m } = orderMessages
const termsToastId = 'checkout-terms-required'

/**
 * The card, billing details and terms; paying takes the provider a couple of seconds. The billing
 * phone starts as the account's, else `mapPhone` (the one typed on the order's own map).
 */
export function PaymentForm({ order, mapPhone }: { order: BuyerOrder; mapPhone: string }) {
  const navigate = useNavigate()
  const { user } = useAuth()
  const [accepted, setAccepted] = useState(false)
  const [termsInvalid, setTermsInvalid] = useState(false)
  const payment = usePayOrder(order.id, () => void navigate('/my-orders'))
  const form = useForm({
    resolver: hebrewResolver(paymentSchema),
    defaultValues: {
      cardNumber: '',
      expiry: '',
      cvv: '',
      cardholderName: user?.name ?? '',
      idNumber: '',
      billingEmail: user?.email ?? '',
      billingPhone: user?.phone || mapPhone,
      businessName: '',
      dealerNumber: '',
    },
    mode: 'onTouched',
  })
  const { isSubmitting } = form.formState

  const pay = form.handleSubmit(async (details) => {
    if (!accepted) return
    try {
      await payment.pay({ ...details, shownTotal: order.total })
    } catch (error) {
      form.setError('root', { message: errorMessage(error, errorMessages.unavailable) })
    }
  })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!accepted) {
      setTermsInvalid(true)
      toaster.create({
        id: termsToastId,
        type: 'error',
        title: orderMessages.termsRequiredTitle,
        description: orderMessages.termsRequiredText,
      })
    }
    return pay(event)
  }

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} aria-busy={isSubmitting}>
        <Fieldset.Root disabled={isSubmitting || payment.confirming}>
          <Stack gap="8">
            <CardFields />
            <BillingFields />
            <BusinessFields />
            <DeliveryNotice />
            <TermsCheckbox
              checked={accepted}
              invalid={termsInvalid && !accepted}
              onChange={(checked) => {
                setAccepted(checked)
                if (!checked) return
                setTermsInvalid(false)
                toaster.dismiss(termsToastId)
              }}
            />
          </Stack>
        </Fieldset.Root>
        <Stack gap="4" mt="8">
          <FormMessage message={form.formState.errors.root?.message} />
          {(isSubmitting || payment.confirming) && (
            <Alert.Root status="info" rounded="lg" role="status">
              <Alert.Indicator>
                <Spinner size="sm" />
              </Alert.Indicator>
              <Alert.Title>
                {payment.confirming ? paymentMessages.beingConfirmed : m.processingNotice}
              </Alert.Title>
            </Alert.Root>
          )}
          <Button
            type="submit"
            colorPalette="brand"
            size="xl"
            loading={isSubmitting || payment.confirming}
            loadingText={m.processing}
          >
            <LockIcon aria-hidden />
            {m.pay(formatAmount(order.total))}
          </Button>
        </Stack>
      </form>
    </FormProvider>
  )
}
