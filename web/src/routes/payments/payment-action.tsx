import { Button } from '@chakra-ui/react'
import { he } from '@shop/domain'
import { LuCreditCard, LuFileText } from 'react-icons/lu'
import { Link as RouterLink } from 'react-router-dom'
import type { PaymentRecord } from '@shop/domain'

const { payments: m } = he.invoice

/** A paid order opens its invoice-receipt; an unpaid one can still be paid. */
export function PaymentAction({ payment }: { payment: PaymentRecord }) {
  if (payment.status === 'paid' && payment.invoice_number !== null) {
    return (
      <Button asChild size="sm" variant="outline" colorPalette="brand">
        <RouterLink
          to={`/payments/${payment.order_id}/invoice`}
          aria-label={m.viewLabel(payment.invoice_number)}
        >
          <LuFileText aria-hidden />
          {m.view}
        </RouterLink>
      </Button>
    )
  }
  if (payment.status === 'pending') {
    return (
      <Button asChild size="sm" variant="ghost" colorPalette="brand">
        <RouterLink to={`/checkout?order=${payment.order_id}`}>
          <LuCreditCard aria-hidden />
          {m.completePayment}
        </RouterLink>
      </Button>
    )
  }
  return null
}
