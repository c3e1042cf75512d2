import { Stack, Text } from '@chakra-ui/react'
import { adminMessages, giftMessages } from '@shop/domain'
import { adminApi } from '../api/admin-api'
import type { AdminOrder, WorkableReport } from '../api/admin-types'
import { canResendGift } from '../../../lib/gift-email-state'
import { ReportUpload } from './report-upload'
import { ResendButton } from './resend-button'
import { StartWorkButton } from './start-work-button'

const uploadableStatuses = ['paid', 'processing', 'ready', 'completed']

/**
 * Upload the finished PDF, or first mark work on the map as started. Paid orders only; a cancelled
 * one has nothing left to make, and its cancellation panel says why.
 */
export function ReportActions({ order, report }: { order: AdminOrder; report: WorkableReport }) {
  if (order.deleted_at || order.status === 'cancelled') return null
  if (!uploadableStatuses.includes(order.status)) {
    return (
      <Text color="fg.muted" fontSize="sm" alignSelf={{ lg: 'center' }}>
        {adminMessages.report.notPaidYet}
      </Text>
    )
  }
  const canStart =
    report.status === 'pending' && (order.status === 'paid' || order.status === 'processing')
  return (
    <Stack gap="3" w={{ base: 'full', lg: 'xs' }} flexShrink="0">
      <ReportUpload orderId={order.id} report={report} />
      {canStart && <StartWorkButton orderId={order.id} report={report} />}
      {report.is_gift && canResendGift(report) && (
        <ResendButton
          orderId={order.id}
          send={() => adminApi.resendGift(report.id)}
          notices={{ success: giftMessages.adminResent, failure: giftMessages.sendAgainFailed }}
        >
          {giftMessages.adminResend}
        </ResendButton>
      )}
    </Stack>
  )
}
