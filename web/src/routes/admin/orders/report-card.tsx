import { Badge, Flex, HStack, Stack, Text } from '@chakra-ui/react'
import { adminMessages, formatDate, formatLongDate, giftMessages } from '@shop/domain'
import type { ReactNode } from 'react'
import { GiftIcon } from 'lucide-react'
import { DataList } from '../../../components/ui/styled/data-list'
import { giftEmailState } from '../../../lib/gift-email-state'
import { isWorkable, type AdminOrder, type AdminReport } from '../api/admin-types'
import { ReportActions } from './report-actions'
import { ReportDraft } from './report-draft'
import { ReportStatusBadge } from './report-status-badge'

const { report: labels } = adminMessages

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="28">{label}</DataList.ItemLabel>
      <DataList.ItemValue whiteSpace="pre-wrap" overflowWrap="anywhere">
        {children}
      </DataList.ItemValue>
    </DataList.Item>
  )
}

export interface ReportCardProps {
  order: AdminOrder
  report: AdminReport
}

/**
 * One map of the order: whose it is, the gift details, its generated draft, and the manager's
 * actions on it.
 */
export function ReportCard({ order, report }: ReportCardProps) {
  return (
    <Flex
      as="article"
      aria-label={report.subject_name ?? labels.erased}
      direction={{ base: 'column', lg: 'row' }}
      gap="4"
      justify="space-between"
      bg="white"
      borderWidth="1px"
      borderColor="brand.100"
      rounded="xl"
      p="4"
    >
      <Stack gap="3" flex="1" minW="0">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="bold" fontSize="md" color={isWorkable(report) ? undefined : 'fg.muted'}>
            {report.subject_name ?? labels.erased}
          </Text>
          <ReportStatusBadge status={report.status} />
          {report.is_gift && (
            <Badge colorPalette="yellow" variant="subtle">
              <GiftIcon aria-hidden />
              {labels.gift}
            </Badge>
          )}
        </HStack>
        <DataList.Root orientation="horizontal" size="sm" gap="2">
          {report.date_of_birth && (
            <Fact label={labels.dateOfBirth}>{formatDate(report.date_of_birth)}</Fact>
          )}
          {report.hebrew_birth_date && (
            <Fact label={labels.hebrewBirthDate}>{report.hebrew_birth_date}</Fact>
          )}
          {report.phone && (
            <Fact label={labels.phone}>
              <bdi>{report.phone}</bdi>
            </Fact>
          )}
          {report.relation_to_buyer && (
            <Fact label={labels.relation}>{report.relation_to_buyer}</Fact>
          )}
          {report.is_gift && report.recipient_email && (
            <Fact label={labels.recipient}>
              <bdi>{report.recipient_email}</bdi>
            </Fact>
          )}
          {report.is_gift && report.gift_message && (
            <Fact label={labels.giftMessage}>{report.gift_message}</Fact>
          )}
          {report.is_gift && report.gift_delivery_date && (
            <Fact label={giftMessages.deliveryDate}>
              {formatLongDate(report.gift_delivery_date)}
            </Fact>
          )}
          {report.is_gift && report.gift_email && (
            <Fact label={giftMessages.recipientEmailLabel}>{giftEmailState(report).text}</Fact>
          )}
          {report.comments && <Fact label={labels.comments}>{report.comments}</Fact>}
        </DataList.Root>
        {!order.deleted_at && order.status !== 'pending' && order.status !== 'cancelled' && (
          <ReportDraft orderId={order.id} report={report} />
        )}
      </Stack>
      {isWorkable(report) && <ReportActions order={order} report={report} />}
    </Flex>
  )
}
