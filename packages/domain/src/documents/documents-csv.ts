import { formatDate } from '../dates.ts'
import { invoiceMessages } from '../messages/invoice.ts'
import { toDecimalString } from '../money.ts'
import { documentTitle, type DocumentContent } from './issued-document.ts'

const m = invoiceMessages.export

/** One document's line in the accountant's file: credit invoices count against the month. */
interface DocumentLedgerLine {
  kind: DocumentContent['kind']
  number: number
  date: string
  customer: string
  customerDealerNumber: string
  beforeVatAgorot: number
  vatAgorot: number
  totalAgorot: number
  paymentReference: string
}

/** A document as the ledger counts it: a credit invoice's amounts are negative. */
export function ledgerLine(content: DocumentContent): DocumentLedgerLine {
  const sign = content.kind === 'credit-invoice' ? -1 : 1
  return {
    kind: content.kind,
    number: content.number,
    date: content.issuedAt,
    customer: content.buyer.businessName ?? content.buyer.name ?? '',
    customerDealerNumber: content.buyer.dealerNumber ?? '',
    beforeVatAgorot: sign * (content.subtotalAgorot - content.discountAgorot),
    vatAgorot: sign * content.vatAgorot,
    totalAgorot: sign * content.totalAgorot,
    paymentReference: content.paymentReference ?? '',
  }
}

/** What the month's lines add up to, credits taken off: the takings the accountant reports. */
export function ledgerTotals(lines: readonly DocumentLedgerLine[]) {
  const sum = (pick: (line: DocumentLedgerLine) => number) =>
    lines.reduce((total, line) => total + pick(line), 0)
  return {
    beforeVatAgorot: sum((line) => line.beforeVatAgorot),
    vatAgorot: sum((line) => line.vatAgorot),
    totalAgorot: sum((line) => line.totalAgorot),
  }
}

/**
 * A text cell: quoted when it holds a separator, quote or line break (RFC 4180), and a leading
 * =, +, -, @ or tab made plain text so a spreadsheet never runs a name as a formula.
 */
function textCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/**
 * The documents as CSV for an accountant's import: UTF-8 with a byte order mark, so Excel reads
 * the Hebrew, CRLF line ends, amounts in shekels with two decimals and a dot, credit invoices
 * negative. Its amount columns add up to the month's takings.
 */
export function documentsCsv(lines: DocumentLedgerLine[]): string {
  const header = [
    m.kind,
    m.number,
    m.date,
    m.customer,
    m.customerDealerNumber,
    m.beforeVat,
    m.vat,
    m.total,
    m.paymentReference,
  ]
  const rows = lines.map((line) => [
    textCell(documentTitle(line.kind)),
    String(line.number),
    formatDate(line.date),
    textCell(line.customer),
    textCell(line.customerDealerNumber),
    toDecimalString(line.beforeVatAgorot),
    toDecimalString(line.vatAgorot),
    toDecimalString(line.totalAgorot),
    textCell(line.paymentReference),
  ])
  return `\uFEFF${[header.map(textCell), ...rows].map((row) => row.join(',')).join('\r\n')}\r\n`
}
