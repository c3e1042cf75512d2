import { HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import {
  adminMessages,
  formatAmount,
  formatShortDateTime,
  type PaymentAttemptStatus,
} from '@shop/domain'
import { DataList } from '../../../components/ui/styled/data-list'
import type { AdminOrder } from '../api/admin-types'
import { Panel } from '../../../components/admin/panel'
import { StatusBadge } from '../../../components/ui/status-badge'

const { paymentAttempts: labels } = adminMessages

const palettes: Record<PaymentAttemptStatus, string> = {
  pending: 'orange',
  authorized: 'orange',
  captured: 'green',
  refunded: 'gray',
  failed: 'red',
}

/**
 * Every attempt to charge the order, as the card provider saw it: one block per attempt rather
 * than a wide table, so it reads on a phone.
 */
export function OrderPayments({ order }: { order: AdminOrder }) {
  return (
    <Panel title={labels.title}>
      {order.payments.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {labels.empty}
        </Text>
      ) : (
        <SimpleGrid
          as="ol"
          columns={{ base: 1, md: 2, xl: 3 }}
          gap="4"
          aria-label={labels.listLabel(order.order_number)}
          listStyle="none"
        >
          {order.payments.map((payment, index) => (
            <Stack as="li" key={payment.id} gap="1">
              <HStack gap="2">
                <Text fontWeight="semibold" fontSize="sm">
                  {labels.attempt(index + 1)}
                </Text>
                <StatusBadge palette={palettes[payment.status]}>
                  {labels.status[payment.status]}
                </StatusBadge>
              </HStack>
              <DataList.Root orientation="horizontal" size="sm">
                <DataList.Item>
                  <DataList.ItemLabel>{labels.amount}</DataList.ItemLabel>
                  <DataList.ItemValue>{formatAmount(payment.amount)}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>{labels.at}</DataList.ItemLabel>
                  <DataList.ItemValue>{formatShortDateTime(payment.created_at)}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>{labels.provider}</DataList.ItemLabel>
                  <DataList.ItemValue>
                    <bdi>{payment.provider}</bdi>
                  </DataList.ItemValue>
                </DataList.Item>
                {payment.provider_reference && (
                  <DataList.Item>
                    <DataList.ItemLabel>{labels.reference}</DataList.ItemLabel>
                    <DataList.ItemValue minW="0">
                      <Text as="span" dir="ltr" wordBreak="break-all" whiteSpace="normal" minW="0">
                        {payment.provider_reference}
                      </Text>
                    </DataList.ItemValue>
                  </DataList.Item>
                )}
                {payment.error && (
                  <DataList.Item>
                    <DataList.ItemLabel>{labels.error}</DataList.ItemLabel>
                    <DataList.ItemValue color="red.700" overflowWrap="anywhere">
                      <bdi>{payment.error}</bdi>
                    </DataList.ItemValue>
                  </DataList.Item>
                )}
              </DataList.Root>
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </Panel>
  )
}
