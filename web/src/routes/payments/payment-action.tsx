import { Button, HStack } from '@chakra-ui/react'
import { invoiceMessages } from '@shop/domain'
import { CreditCardIcon, FileMinusIcon, FileTextIcon } from 'lucide-react'
import { Link as RouterLink } from 'react-router-dom'
import type { PaymentRecord } from '@shop/domain'

const { payments: m } = invoiceMessages

/**
 * A paid order opens its invoice-receipt; a refunded one also its credit invoice; an unpaid one
 * can still be paid.
 */
export function PaymentAction({ payment }: { payment: PaymentRecord }) {
  if (payment.status === 'pending') {
    return (
      <Button asChild size="sm" variant="ghost" colorPalette="brand">
        <RouterLink to={`/checkout?order=${payment.order_id}`}>
          <CreditCardIcon aria-hidden />
          {m.completePayment}
        </RouterLink>
      </Button>
    )
  }
  if (payment.invoice_number === null) return null
  return (
    <HStack gap="2" wrap="wrap">
      <Button asChild size="sm" variant="outline" colorPalette="brand">
        <RouterLink
          to={`/payments/${payment.order_id}/invoice`}
          aria-label={m.viewLabel(payment.invoice_number)}
        >
          <FileTextIcon aria-hidden />
          {m.view}
        </RouterLink>
      </Button>
      {payment.credit_number !== null && (
        <Button asChild size="sm" variant="outline" colorPalette="gray">
          <RouterLink
            to={`/payments/${payment.order_id}/credit-invoice`}
            aria-label={m.viewCreditLabel(payment.credit_number)}
          >
            <FileMinusIcon aria-hidden />
            {m.viewCredit}
          </RouterLink>
        </Button>
      )}
    </HStack>
  )
}
