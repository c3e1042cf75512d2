import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { orderMessages } from '@shop/domain'
import { ClockIcon, CreditCardIcon, DownloadIcon, Trash2Icon } from 'lucide-react'
import { Link as RouterLink } from 'react-router-dom'
import type { BuyerOrder } from '@shop/domain'
import type { GiftResendProps } from './gift-delivery-status'

const { myOrders: m } = orderMessages

export interface OrderActionsProps extends GiftResendProps {
  order: BuyerOrder
  downloading: string | null
  onDownload: (reportId: string) => void
  onDelete: (order: BuyerOrder) => void
}

/** What the buyer can do with an order in its status (spec section 4). */
export function OrderActions({ order, downloading, onDownload, onDelete }: OrderActionsProps) {
  switch (order.status) {
    case 'pending':
      return (
        <HStack gap="2" wrap="wrap">
          <Button asChild size="sm" colorPalette="brand">
            <RouterLink to={`/checkout?order=${order.id}`}>
              <CreditCardIcon aria-hidden />
              {m.completePayment}
            </RouterLink>
          </Button>
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            aria-label={m.deleteLabel(order.order_number)}
            onClick={() => onDelete(order)}
          >
            <Trash2Icon aria-hidden />
            {m.delete}
          </Button>
        </HStack>
      )
    case 'paid':
    case 'processing':
      return (
        <HStack gap="1.5" color="fg.muted">
          <ClockIcon aria-hidden />
          <Text>{m.inPreparation}</Text>
        </HStack>
      )
    case 'ready':
    case 'completed': {
      const ready = order.reports.filter((report) => report.status === 'ready')
      return (
        <Stack gap="2" align="start">
          {ready.map((report) => (
            <Button
              key={report.id}
              size="sm"
              colorPalette="green"
              loading={downloading === report.id}
              aria-label={m.downloadLabel(report.subject_name)}
              onClick={() => onDownload(report.id)}
            >
              <DownloadIcon aria-hidden />
              {ready.length > 1 ? report.subject_name : m.download}
            </Button>
          ))}
        </Stack>
      )
    }
    default:
      return null
  }
}
