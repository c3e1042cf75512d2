import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { formatDateTime, formatLongDate, he, type BuyerReport } from '@shop/domain'
import { LuCalendarClock, LuCircleAlert, LuMailCheck, LuRefreshCw, LuSend } from 'react-icons/lu'

const m = he.gift

export interface GiftResendProps {
  resending: string | null
  onResend: (reportId: string) => void
}

function recipientEmailState(report: BuyerReport) {
  const email = report.gift_email
  switch (email?.status) {
    case 'scheduled':
      return { icon: LuCalendarClock, text: m.recipientEmail.scheduled(formatDateTime(email.send_after!)), color: 'fg.muted' }
    case 'queued':
      return { icon: LuSend, text: m.recipientEmail.queued, color: 'fg.muted' }
    case 'sent':
      return { icon: LuMailCheck, text: m.recipientEmail.sent(formatDateTime(email.sent_at!)), color: 'green.700' }
    case 'failed':
      return { icon: LuCircleAlert, text: m.recipientEmail.failed, color: 'red.700' }
    default:
      return {
        icon: LuCalendarClock,
        text: report.gift_delivery_date
          ? m.deliveryOn(formatLongDate(report.gift_delivery_date))
          : m.recipientEmail.waiting,
        color: 'fg.muted',
      }
  }
}

/**
 * Whether a paid gift's map e-mail reached its recipient, and "send again" once the map is ready
 * and the e-mail is not waiting for the delivery date the buyer chose.
 */
export function GiftDeliveryStatus({
  report,
  resending,
  onResend,
}: GiftResendProps & { report: BuyerReport }) {
  const state = recipientEmailState(report)
  const Icon = state.icon
  const canResend =
    report.status === 'ready' && !!report.gift_email && report.gift_email.status !== 'scheduled'
  return (
    <Stack gap="1.5" align="start" ps="1">
      <HStack gap="1.5" align="start" color={state.color} fontSize="sm">
        <Icon aria-hidden style={{ flexShrink: 0, marginTop: '0.2em' }} />
        <Text>{state.text}</Text>
      </HStack>
      {canResend && (
        <Button
          size="xs"
          variant="outline"
          colorPalette="brand"
          loading={resending === report.id}
          aria-label={m.sendAgainLabel(report.recipient_email ?? '')}
          onClick={() => onResend(report.id)}
        >
          <LuRefreshCw aria-hidden />
          {m.sendAgain}
        </Button>
      )}
    </Stack>
  )
}
