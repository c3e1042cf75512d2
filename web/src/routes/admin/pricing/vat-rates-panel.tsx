import { IconButton, Stack } from '@chakra-ui/react'
import {
  adminMessages,
  formatDate,
  formatVatRate,
  parsePercent,
  type AdminVatRate,
} from '@shop/domain'
import { Trash2Icon } from 'lucide-react'
import { Panel } from '../../../components/admin/panel'
import { ListTable } from '../../../components/ui/list-table'
import { StatusBadge } from '../../../components/ui/status-badge'
import { Table } from '../../../components/ui/styled/table'
import { adminApi } from '../api/admin-api'
import { useAdminMutation } from '../api/use-admin-mutation'
import { VatRateForm } from './vat-rate-form'

const { vatRates: labels } = adminMessages
const palettes = { past: 'gray', current: 'green', future: 'blue' } as const
/** "17.50" as the rest of the shop writes a rate: 17.5 */
const percent = (rate: AdminVatRate) => formatVatRate(parsePercent(rate.rate) ?? 0)

/**
 * Israel's VAT rates by the day each comes into force: the past ones and today's as they were
 * (orders were paid under them), the future ones removable, and a form to add one.
 */
export function VatRatesPanel({ rates }: { rates: AdminVatRate[] }) {
  const removal = useAdminMutation({
    mutationFn: adminApi.removeVatRate,
    notices: { success: adminMessages.vatRateRemoved, failure: adminMessages.vatRateRemoveFailed },
  })
  return (
    <Panel title={labels.title}>
      <Stack gap="4">
        <ListTable
          size="sm"
          aria-label={labels.title}
          columns={[labels.rate, labels.inForceFrom, labels.status, labels.actions]}
        >
          {rates.map((rate) => (
            <Table.Row key={rate.id}>
              <Table.Cell fontWeight="bold">
                <bdi>{`${percent(rate)}%`}</bdi>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(rate.in_force_from)}</Table.Cell>
              <Table.Cell>
                <StatusBadge palette={palettes[rate.status]}>
                  {labels.statuses[rate.status]}
                </StatusBadge>
              </Table.Cell>
              <Table.Cell>
                {rate.status === 'future' && (
                  <IconButton
                    size="sm"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={labels.removeLabel(percent(rate), formatDate(rate.in_force_from))}
                    loading={removal.isPending && removal.variables === rate.id}
                    onClick={() => removal.mutate(rate.id)}
                  >
                    <Trash2Icon aria-hidden />
                  </IconButton>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </ListTable>
        <VatRateForm />
      </Stack>
    </Panel>
  )
}
