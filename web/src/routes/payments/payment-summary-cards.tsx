import { SimpleGrid } from '@chakra-ui/react'
import { formatShekels, invoiceMessages } from '@shop/domain'
import { Card } from '../../components/ui/styled/card'
import { Stat } from '../../components/ui/styled/stat'
import type { PaymentTotals } from './payment-totals'

const { payments: m } = invoiceMessages

/** Total paid, invoice count and pending count. */
export function PaymentSummaryCards({ totals }: { totals: PaymentTotals }) {
  const cards = [
    { label: m.totalPaid, value: formatShekels(totals.totalPaid) },
    { label: m.invoiceCount, value: String(totals.invoiceCount) },
    { label: m.pendingCount, value: String(totals.pendingCount) },
  ]
  return (
    <SimpleGrid as="ul" columns={{ base: 1, sm: 3 }} gap="4" listStyleType="none">
      {cards.map((card) => (
        <Card.Root as="li" key={card.label} variant="outline" rounded="xl" borderColor="brand.100">
          <Card.Body p="5">
            <Stat.Root>
              <Stat.Label color="fg.muted">{card.label}</Stat.Label>
              <Stat.ValueText color="brand.900" fontSize="2xl">
                {card.value}
              </Stat.ValueText>
            </Stat.Root>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  )
}
