import { Button, Flex, HStack, Stack, Text } from '@chakra-ui/react'
import { errorMessages, formatAmount, invoiceMessages, shopWallParts } from '@shop/domain'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { FileArchiveIcon, FileSpreadsheetIcon } from 'lucide-react'
import { ListEmpty } from '../../../components/admin/empty-state'
import { QueryState } from '../../../components/admin/query-state'
import { FormField } from '../../../components/form/field'
import { LtrInput } from '../../../components/form/ltr-input'
import { toaster } from '../../../components/ui/toaster'
import { api } from '../../../lib/api-client'
import { downloadFile } from '../../../lib/download-file'
import { errorMessage } from '../../../lib/error-message'
import { queryKeys } from '../../../lib/query-keys'
import { DocumentsTable } from './documents-table'

const m = invoiceMessages.admin

/** This month on the shop's clock (Israel's), as YYYY-MM. */
function currentMonth(): string {
  const { year, month } = shopWallParts(Date.now())
  return `${year}-${String(month).padStart(2, '0')}`
}

/**
 * The documents issued in a month, for the accountant: their totals (credit invoices negative),
 * the CSV to import and one ZIP of the PDFs.
 */
export function DocumentsTab() {
  const [month, setMonth] = useState(currentMonth)
  const [downloading, setDownloading] = useState<'csv' | 'zip' | null>(null)
  const documents = useQuery({
    queryKey: queryKeys.admin.documents(month),
    queryFn: ({ signal }) => api('GET /api/admin/documents', { query: { month }, signal }),
    enabled: /^\d{4}-\d{2}$/.test(month),
    placeholderData: keepPreviousData,
  })

  const download = async (format: 'csv' | 'zip') => {
    setDownloading(format)
    try {
      await downloadFile(`/api/admin/documents/export.${format}?month=${month}`, m.downloadFailed)
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(error, errorMessages.unavailable) })
    } finally {
      setDownloading(null)
    }
  }

  const data = documents.data
  return (
    <Stack gap="4" pt="2" aria-busy={documents.isFetching}>
      <Text color="fg.muted">{m.intro}</Text>
      <Flex gap="3" wrap="wrap" align="end">
        <FormField label={m.month}>
          {(control) => (
            <LtrInput
              {...control}
              type="month"
              value={month}
              maxW="12rem"
              onChange={(event) => setMonth(event.target.value)}
            />
          )}
        </FormField>
        <HStack gap="2" wrap="wrap">
          <Button
            colorPalette="brand"
            loading={downloading === 'csv'}
            disabled={!data?.documents.length}
            onClick={() => void download('csv')}
          >
            <FileSpreadsheetIcon aria-hidden />
            {m.downloadCsv}
          </Button>
          <Button
            variant="outline"
            colorPalette="brand"
            loading={downloading === 'zip'}
            disabled={!data?.documents.length}
            onClick={() => void download('zip')}
          >
            <FileArchiveIcon aria-hidden />
            {m.downloadZip}
          </Button>
        </HStack>
      </Flex>
      <QueryState query={documents} errorText={m.loadFailed}>
        {data?.documents.length ? (
          <>
            <Flex gap="4" wrap="wrap" fontWeight="medium" role="status">
              <Text>{m.count(data.documents.length)}</Text>
              <Text>
                {`${m.totals}: `}
                <bdi>{formatAmount(data.totals.total)}</bdi>
              </Text>
            </Flex>
            <DocumentsTable documents={data.documents} />
          </>
        ) : (
          <ListEmpty text={m.empty} />
        )}
      </QueryState>
    </Stack>
  )
}
