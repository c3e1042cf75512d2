import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { type BuyerReport, giftMessages } from '@shop/domain'
import { CalendarClockIcon, CircleAlertIcon, MailCheckIcon, RefreshCwIcon } from 'lucide-react'
import { canResendGift, giftEmailState, type GiftEmailTone } from '../../lib/gift-email-state'

const m = giftMessages

export interface GiftResendProps {
  resending: string | null
  onResend: (reportId: string) => void
}

const tones: Record<GiftEmailTone, { icon: typeof MailCheckIcon; color: string }> = {
  waiting: { icon: CalendarClockIcon, color: 'fg.muted' },
  sent: { icon: MailCheckIcon, color: 'green.700' },
  failed: { icon: CircleAlertIcon, color: 'red.700' },
}

/** Whether a paid gift's map e-mail reached its recipient, with "send again" when it may. */
export function GiftDeliveryStatus({
  report,
  resending,
  onResend,
}: GiftResendProps & { report: BuyerReport }) {
  const state = giftEmailState(report)
  const { icon: Icon, color } = tones[state.tone]
  return (
    <Stack gap="1.5" align="start">
      <HStack gap="1.5" align="start" color={color} fontSize="sm">
        <Icon aria-hidden style={{ flexShrink: 0, marginTop: '0.25em' }} />
        <Text>{state.text}</Text>
      </HStack>
      {canResendGift(report) && (
        <Button
          size="xs"
          variant="outline"
          colorPalette="brand"
          loading={resending === report.id}
          aria-label={m.sendAgainLabel(report.recipient_email ?? '')}
          onClick={() => onResend(report.id)}
        >
          <RefreshCwIcon aria-hidden />
          {m.sendAgain}
        </Button>
      )}
    </Stack>
  )
}
