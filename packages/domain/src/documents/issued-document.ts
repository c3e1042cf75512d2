import { toDecimalString } from '../money.ts'
import { invoiceMessages } from '../messages/invoice.ts'
import type { Invoice } from '../responses/buyer-order.ts'

/** The documents the shop issues: on payment, and on cancelling a paid order. */
export const documentKinds = ['invoice-receipt', 'credit-invoice'] as const
export type DocumentKind = (typeof documentKinds)[number]

/** Who took a document's original: the payment e-mail's attachment, or the first download. */
export const originalTakers = ['e-mail', 'buyer', 'manager'] as const
export type OriginalTaker = (typeof originalTakers)[number]

/**
 * What an issued document says, frozen when it is issued (Israeli rules: an issued document never
 * changes). Later edits of the business details, the buyer's account or its erasure leave it as
 * it was. Amounts are agorot and positive; a credit invoice credits them.
 */
export interface DocumentContent {
  kind: DocumentKind
  number: number
  issuedAt: string
  seller: {
    name: string
    address: string
    dealerNumber: string
    email: string
    phone: string
    /** The business details were complete at issue; otherwise the document says it is a draft. */
    complete: boolean
  }
  buyer: {
    name: string | null
    businessName: string | null
    dealerNumber: string | null
  }
  orderNumber: number
  /** The invoice-receipt's number and date; a credit invoice names the one it credits. */
  receiptNumber: number
  receiptDate: string
  lines: { description: string; quantity: number; unitPriceAgorot: number }[]
  subtotalAgorot: number
  discountAgorot: number
  couponCode: string | null
  vatRateBasisPoints: number
  vatAgorot: number
  totalAgorot: number
  paymentMethod: string | null
  paymentReference: string | null
}

/** The document as the web page and the PDF lay it out. */
export function invoiceFromContent(content: DocumentContent): Invoice {
  const { seller, buyer } = content
  return {
    business: {
      name: seller.name,
      address: seller.address,
      dealerNumber: seller.dealerNumber,
      email: seller.email,
      phone: seller.phone,
    },
    draft: !seller.complete,
    receiptNumber: content.receiptNumber,
    credit:
      content.kind === 'credit-invoice' ? { number: content.number, date: content.issuedAt } : null,
    date: content.receiptDate,
    orderNumber: content.orderNumber,
    customer: buyer,
    lines: content.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitPrice: toDecimalString(line.unitPriceAgorot),
      amount: toDecimalString(line.unitPriceAgorot * line.quantity),
    })),
    subtotal: toDecimalString(content.subtotalAgorot),
    discount: toDecimalString(content.discountAgorot),
    couponCode: content.couponCode,
    amountBeforeVat: toDecimalString(content.subtotalAgorot - content.discountAgorot),
    vatRate: toDecimalString(content.vatRateBasisPoints),
    vat: toDecimalString(content.vatAgorot),
    total: toDecimalString(content.totalAgorot),
    paymentMethod: content.paymentMethod,
  }
}

/** What a document of this kind is called: its heading, its file, its line for the accountant. */
export function documentTitle(kind: DocumentKind): string {
  return kind === 'credit-invoice' ? invoiceMessages.creditTitle : invoiceMessages.documentTitle
}

/** The PDF's file name as the buyer's browser saves it. */
export function documentFileName(kind: DocumentKind, number: number, original: boolean): string {
  return `${documentTitle(kind)} ${number}${original ? '' : ` - ${invoiceMessages.copy}`}.pdf`
}
