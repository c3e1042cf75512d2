import { Badge, Box, Flex, Heading, Text } from '@chakra-ui/react'
import { formatDate, formatLongDate, giftMessages, orderMessages } from '@shop/domain'
import { GiftIcon } from 'lucide-react'
import { Card } from '../../components/ui/styled/card'
import { DataList } from '../../components/ui/styled/data-list'
import type { ReportDraft } from '../../lib/pending-reports'

const { cart: m } = orderMessages

export interface CartReportItemProps {
  report: ReportDraft
  /** The price per map with VAT, already formatted. */
  priceWithVat: string
}

/** One report in the cart: whose map, born when, for whom, and the gift's details. */
export function CartReportItem({ report, priceWithVat }: CartReportItemProps) {
  return (
    <Card.Root as="li" variant="outline" rounded="2xl" borderColor="brand.100" bg="white">
      <Card.Body gap="4">
        <Flex justify="space-between" align="start" gap="3" wrap="wrap">
          <Heading as="h2" fontSize="lg" color="brand.900">
            {report.fullName}
          </Heading>
          {report.isGift && (
            <Badge colorPalette="gold" variant="solid" rounded="full" px="2.5">
              <GiftIcon aria-hidden />
              {m.giftBadge}
            </Badge>
          )}
        </Flex>
        <DataList.Root orientation="horizontal" size="sm" gap="2">
          <DataList.Item>
            <DataList.ItemLabel>{m.dateOfBirth}</DataList.ItemLabel>
            <DataList.ItemValue>{formatDate(report.dateOfBirth)}</DataList.ItemValue>
          </DataList.Item>
          {report.relationToBuyer && (
            <DataList.Item>
              <DataList.ItemLabel>{m.relation}</DataList.ItemLabel>
              <DataList.ItemValue>{report.relationToBuyer}</DataList.ItemValue>
            </DataList.Item>
          )}
          <DataList.Item>
            <DataList.ItemLabel>{m.pricePerMap}</DataList.ItemLabel>
            <DataList.ItemValue>{orderMessages.summary.unitPrice(priceWithVat)}</DataList.ItemValue>
          </DataList.Item>
          {report.isGift && (
            <DataList.Item>
              <DataList.ItemLabel>{m.recipientEmail}</DataList.ItemLabel>
              <DataList.ItemValue>
                <bdi>{report.recipientEmail}</bdi>
              </DataList.ItemValue>
            </DataList.Item>
          )}
          {report.isGift && report.giftDeliveryDate && (
            <DataList.Item>
              <DataList.ItemLabel>{giftMessages.deliveryDate}</DataList.ItemLabel>
              <DataList.ItemValue>{formatLongDate(report.giftDeliveryDate)}</DataList.ItemValue>
            </DataList.Item>
          )}
        </DataList.Root>
        {report.isGift && report.giftMessage && (
          <Box bg="gold.50" rounded="lg" p="3" borderInlineStartWidth="3px" borderColor="gold.300">
            <Text fontSize="sm" fontWeight="medium" color="gold.800">
              {m.giftMessage}
            </Text>
            <Text fontSize="sm" whiteSpace="pre-wrap">
              {report.giftMessage}
            </Text>
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  )
}
