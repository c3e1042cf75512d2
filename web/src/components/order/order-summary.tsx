import { Heading, Stack } from '@chakra-ui/react'
import { formatDiscount, formatShekels, formatVatRate, orderMessages, withVat } from '@shop/domain'
import type { ReactNode } from 'react'
import type { SummaryTotals } from '../../lib/order-totals'
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
  const basisPoints = totals.vatRateBasisPoints
  const rate = basisPoints === null ? null : formatVatRate(basisPoints)
  // Consumers see prices with VAT (Consumer Protection Law s.17d); the rows below break it down.
  const withVatOf = (amount: number) =>
    basisPoints === null ? null : formatShekels(withVat(amount, basisPoints))
  const unitWithVat = withVatOf(totals.unitPrice)
  const discountWithVat = withVatOf(totals.discount)

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
            note={unitWithVat && summary.unitPrice(unitWithVat)}
          />
          {totals.discount > 0 && (
            <SummaryRow
              label={summary.discount(totals.couponCode)}
              amount={formatDiscount(totals.discount)}
              note={discountWithVat && summary.discountWithVat(discountWithVat)}
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
