import { Box, Stack } from '@chakra-ui/react'
import { formatAmount, formatDiscount, invoiceMessages, parseShekels } from '@shop/domain'
import { SummaryRow } from '../../components/order/summary-row'
import type { Invoice } from '@shop/domain'

const { document: m } = invoiceMessages

/** The amounts as the tax rules want them: before VAT, VAT with its rate, the total. */
export function InvoiceTotals({ invoice }: { invoice: Invoice }) {
  const discounted = (parseShekels(invoice.discount) ?? 0) > 0
  return (
    <Box ms={{ md: 'auto' }} w={{ base: 'full', md: 'sm' }}>
      <Stack as="dl" gap="1.5">
        {discounted && (
          <>
            <SummaryRow label={m.subtotal} amount={formatAmount(invoice.subtotal)} />
            <SummaryRow
              label={m.discount(invoice.couponCode)}
              amount={formatDiscount(invoice.discount)}
            />
          </>
        )}
        <SummaryRow label={m.beforeVat} amount={formatAmount(invoice.amountBeforeVat)} />
        <SummaryRow
          label={m.vat(String(Number(invoice.vatRate)))}
          amount={formatAmount(invoice.vat)}
        />
        <SummaryRow
          label={invoice.credit ? m.totalCredited : m.total}
          amount={formatAmount(invoice.total)}
          emphasis
          mt="1"
          pt="2.5"
        />
        {invoice.paymentMethod && (
          <SummaryRow label={m.paymentMethod} amount={invoice.paymentMethod} />
        )}
      </Stack>
    </Box>
  )
}
