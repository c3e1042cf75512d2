import { HStack, Stack, Text } from '@chakra-ui/react'
import { adminMessages, emailMessages, formatShortDateTime, type AdminEmail } from '@shop/domain'
import type { ReactNode } from 'react'
import { DataList } from '../../../components/ui/styled/data-list'
import type { AdminOrder } from '../api/admin-types'
import { EmailResendButton } from './email-resend-button'
import { EmailStatusBadge } from './email-status-badge'

const { emails: labels, dashboard } = adminMessages
const { kindNames } = emailMessages

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue minW="0" overflowWrap="anywhere">
        {children}
      </DataList.ItemValue>
    </DataList.Item>
  )
}

/**
 * The order's e-mails on a phone, where the table's eight columns would not fit: one block per
 * e-mail with every column as a labelled line, as the payment attempts above it.
 */
export function OrderEmailList({ order, emails }: { order: AdminOrder; emails: AdminEmail[] }) {
  return (
    <Stack as="ol" gap="4" listStyle="none" aria-label={labels.tableLabel(order.order_number)}>
      {emails.map((email) => (
        <Stack
          as="li"
          key={email.id}
          gap="2"
          align="start"
          _notFirst={{ borderTopWidth: '1px', borderColor: 'brand.100', pt: '4' }}
        >
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold" fontSize="sm">
              {kindNames[email.template] ?? email.template}
            </Text>
            <EmailStatusBadge status={email.status} />
          </HStack>
          <DataList.Root orientation="horizontal" size="sm">
            <Fact label={labels.columns.subject}>{email.subject ?? dashboard.none}</Fact>
            <Fact label={labels.columns.recipient}>
              <bdi>{email.recipient}</bdi>
            </Fact>
            <Fact label={labels.columns.attempts}>{email.attempts}</Fact>
            {email.last_error && (
              <Fact label={labels.columns.lastError}>
                <Text as="span" color="red.700">
                  {email.last_error}
                </Text>
              </Fact>
            )}
            <Fact label={labels.columns.sentAt}>
              {email.sent_at ? formatShortDateTime(email.sent_at) : dashboard.none}
            </Fact>
          </DataList.Root>
          <EmailResendButton orderId={order.id} email={email} />
        </Stack>
      ))}
    </Stack>
  )
}
