import { Heading, Link, Stack, Text } from '@chakra-ui/react'
import { cancellationMessages, formatAmount, mapMessages, type BuyerOrder } from '@shop/domain'
import { useId } from 'react'
import { FileTextIcon } from 'lucide-react'
import { Link as RouterLink } from 'react-router-dom'
import { Card } from '../../components/ui/styled/card'
import { List } from '../../components/ui/styled/list'
import { usePublicSettings, useSellerIdentity } from '../../lib/public-settings'

const m = cancellationMessages.disclosure

/**
 * What the Consumer Protection Law (s.14ג) has the buyer told before a distance sale: what the map
 * is, its price with VAT, when and how it is delivered, the right to cancel and who sells it. The
 * payment confirmation e-mail repeats it in writing.
 */
export function DealDisclosure({ order }: { order: BuyerOrder }) {
  const { settings } = usePublicSettings()
  const seller = useSellerIdentity()
  const headingId = useId()
  return (
    <Card.Root
      as="section"
      aria-labelledby={headingId}
      variant="outline"
      rounded="2xl"
      borderColor="brand.100"
    >
      <Card.Body gap="3">
        <Heading
          as="h2"
          id={headingId}
          fontSize="lg"
          color="brand.900"
          display="flex"
          gap="2"
          alignItems="center"
        >
          <FileTextIcon aria-hidden />
          {m.title}
        </Heading>
        <List.Root gap="2" ps="5" color="fg.muted">
          <List.Item>{m.product}</List.Item>
          <List.Item>{m.format}</List.Item>
          <List.Item>{m.total(formatAmount(order.total))}</List.Item>
          <List.Item>
            {settings.maps_auto_approve ? mapMessages.promise.deliveryWithinMinutes : m.delivery}
          </List.Item>
          <List.Item>
            <Stack gap="1" as="span" display="inline">
              {m.cancel}{' '}
              <Link asChild color="brand.700" textDecoration="underline">
                <RouterLink to="/cancel">{m.cancelLink}</RouterLink>
              </Link>
            </Stack>
          </List.Item>
        </List.Root>
        <Text fontSize="sm" color="fg.muted">
          {m.seller} {seller}
        </Text>
      </Card.Body>
    </Card.Root>
  )
}
