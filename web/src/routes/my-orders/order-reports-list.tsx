import { Badge, HStack, Stack, Text } from '@chakra-ui/react'
import { orderMessages } from '@shop/domain'
import { GiftIcon } from 'lucide-react'
import type { BuyerOrder } from '@shop/domain'
import { List } from '../../components/ui/styled/list'
import { GiftDeliveryStatus, type GiftResendProps } from './gift-delivery-status'

const { myOrders: m } = orderMessages

/**
 * The reports of an order by subject name, gifts marked with their recipient and, once paid, with
 * whether the recipient's e-mail went out.
 */
export function OrderReportsList({ order, ...resend }: GiftResendProps & { order: BuyerOrder }) {
  return (
    <List.Root gap="2" listStyleType="none" ps="0">
      {order.reports.map((report) => (
        <List.Item key={report.id}>
          <Stack gap="1">
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
                  <GiftIcon aria-hidden />
                  {m.giftMarker}
                </Badge>
              )}
            </HStack>
            {report.is_gift && order.status !== 'pending' && (
              <GiftDeliveryStatus report={report} {...resend} />
            )}
          </Stack>
        </List.Item>
      ))}
    </List.Root>
  )
}
