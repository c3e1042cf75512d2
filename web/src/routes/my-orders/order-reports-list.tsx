import { Badge, HStack, List, Text } from '@chakra-ui/react'
import { he } from '@shop/domain'
import { LuGift } from 'react-icons/lu'
import type { BuyerReport } from '@shop/domain'

const { myOrders: m } = he.order

/** The reports of an order by subject name, gifts marked with their recipient. */
export function OrderReportsList({ reports }: { reports: BuyerReport[] }) {
  return (
    <List.Root gap="1" listStyleType="none" ps="0">
      {reports.map((report) => (
        <List.Item key={report.id}>
          <HStack gap="2" wrap="wrap">
            <Text>{report.subject_name}</Text>
            {report.is_gift && (
              <Badge
                colorPalette="gold"
                variant="subtle"
                size="sm"
                rounded="full"
                title={report.recipient_email ? m.giftTo(report.recipient_email) : undefined}
              >
                <LuGift aria-hidden />
                {m.giftMarker}
              </Badge>
            )}
          </HStack>
        </List.Item>
      ))}
    </List.Root>
  )
}
