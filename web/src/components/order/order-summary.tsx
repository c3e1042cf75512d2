import { Heading, Stack } from '@chakra-ui/react'
import { formatDiscount, formatShekels, orderMessages, withVat } from '@shop/domain'
import type { ReactNode } from 'react'
import { formatVatRate, type SummaryTotals } from '../../lib/order-totals'
import { Card } from '../ui/styled/card'
import { SummaryRow } from './summary-row'

const { summary } = orderMessages

export interface OrderSummaryProps {
  totals: SummaryTotals
  /** The coupon box and the page's actions, under the breakdown. */
  children?: ReactNode
}

/** The price breakdown of the order form, cart and checkout: one component, one set of numbers. */
export function OrderSummary({ totals, children }: OrderSummaryProps) {
  const rate = totals.vatRateBasisPoints === null ? null : formatVatRate(totals.vatRateBasisPoints)
  // Israeli consumer law wants the price including VAT beside any price shown without it.
  const unitWithVat = rate === null ? null : formatShekels(withVat(totals.unitPrice, rate))

  return (
    <Card.Root variant="outline" rounded="2xl" borderColor="brand.100" bg="white">
      <Card.Body gap="5" p={{ base: '5', md: '6' }}>
        <Heading as="h2" fontSize="xl" color="brand.900">
          {summary.title}
        </Heading>
        <Stack as="dl" gap="2">
          <SummaryRow
            label={summary.maps(totals.quantity)}
            amount={formatShekels(totals.subtotal)}
            note={unitWithVat && summary.unitPrice(formatShekels(totals.unitPrice), unitWithVat)}
          />
          {totals.discount > 0 && (
            <SummaryRow
              label={summary.discount(totals.couponCode)}
              amount={formatDiscount(totals.discount)}
              color="green.700"
            />
          )}
          <SummaryRow
            label={summary.beforeVat}
            amount={formatShekels(totals.subtotal - totals.discount)}
          />
          <SummaryRow label={summary.vat(rate)} amount={formatShekels(totals.vat)} />
          <SummaryRow
            label={summary.total}
            amount={formatShekels(totals.total)}
            emphasis
            mt="2"
            pt="4"
          />
        </Stack>
        {children}
      </Card.Body>
    </Card.Root>
  )
}
