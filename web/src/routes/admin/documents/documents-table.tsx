import { Button } from '@chakra-ui/react'
import {
  documentTitle,
  errorMessages,
  formatAmount,
  formatDate,
  invoiceMessages,
  type MonthDocument,
} from '@shop/domain'
import { DownloadIcon } from 'lucide-react'
import { Table } from '../../../components/ui/styled/table'
import { toaster } from '../../../components/ui/toaster'
import { downloadFile } from '../../../lib/download-file'
import { errorMessage } from '../../../lib/error-message'

const m = invoiceMessages.admin
const e = invoiceMessages.export

const titleOf = (document: MonthDocument) => documentTitle(document.kind)

/** The manager's copy of one document: its original went to whoever took it first. */
async function downloadPdf(document: MonthDocument) {
  const path = document.kind === 'credit-invoice' ? 'credit-invoice' : 'invoice'
  try {
    await downloadFile(
      `/api/admin/orders/${encodeURIComponent(document.orderId)}/${path}/pdf`,
      m.downloadFailed,
    )
  } catch (error) {
    toaster.create({ type: 'error', title: errorMessage(error, errorMessages.unavailable) })
  }
}

/** The month's documents, scrolled sideways on a narrow screen. */
export function DocumentsTable({ documents }: { documents: MonthDocument[] }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="brand.100" rounded="xl" bg="white">
      <Table.Root size="sm" minW="3xl" aria-label={m.title}>
        <Table.Header>
          <Table.Row bg="brand.50">
            <Table.ColumnHeader>{e.kind}</Table.ColumnHeader>
            <Table.ColumnHeader>{e.number}</Table.ColumnHeader>
            <Table.ColumnHeader>{e.date}</Table.ColumnHeader>
            <Table.ColumnHeader>{e.customer}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{e.beforeVat}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{e.vat}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{e.total}</Table.ColumnHeader>
            <Table.ColumnHeader>{m.pdf}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {documents.map((document) => (
            <Table.Row key={document.id}>
              <Table.Cell>{titleOf(document)}</Table.Cell>
              <Table.Cell>{document.number}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(document.date)}</Table.Cell>
              <Table.Cell>
                <bdi>{document.customer}</bdi>
              </Table.Cell>
              {[document.beforeVat, document.vat, document.total].map((amount, index) => (
                <Table.Cell key={index} textAlign="end" whiteSpace="nowrap">
                  <bdi>{formatAmount(amount)}</bdi>
                </Table.Cell>
              ))}
              <Table.Cell>
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="brand"
                  aria-label={m.pdfLabel(titleOf(document), document.number)}
                  onClick={() => void downloadPdf(document)}
                >
                  <DownloadIcon aria-hidden />
                  {m.pdf}
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
