import {
  documentTitle,
  escapeMarkup,
  formatAmount,
  formatDate,
  invoiceFromContent,
  invoiceMessages,
  type DocumentContent,
} from '@shop/domain'
import { heeboFontFaces } from '../maps/map-fonts.ts'
import { name } from '../maps/map-markup.ts'

const m = invoiceMessages.document

const styles = `
@page { size: A4; margin: 18mm 16mm; }
* { box-sizing: border-box; }
body { font-family: 'Heebo', sans-serif; font-size: 10.5pt; color: #1f1b2e; margin: 0; line-height: 1.5; }
header { display: flex; justify-content: space-between; gap: 12mm; border-bottom: 2px solid #4b2a7b; padding-bottom: 6mm; }
h1 { font-size: 20pt; margin: 0; color: #4b2a7b; }
h2 { font-size: 14pt; margin: 0 0 1mm; }
p { margin: 0; }
.mark { display: inline-block; border: 2px solid #4b2a7b; color: #4b2a7b; border-radius: 2mm; padding: 0.5mm 3mm; font-weight: 700; margin-top: 2mm; }
.draft { color: #b42318; }
.ltr { direction: ltr; unicode-bidi: isolate; }
.meta { text-align: left; }
section { margin-top: 7mm; }
.muted { color: #5f5a6e; font-size: 9.5pt; }
table { width: 100%; border-collapse: collapse; margin-top: 3mm; }
th, td { padding: 2mm 2.5mm; text-align: right; border-bottom: 1px solid #ddd8e8; }
th { background: #f3effa; font-weight: 700; }
td.amount, th.amount { text-align: left; white-space: nowrap; }
.totals { width: 55%; margin-inline-start: auto; }
.totals td { border: 0; padding: 1mm 2.5mm; }
.totals tr.total td { font-weight: 700; font-size: 12pt; border-top: 2px solid #4b2a7b; }
footer { margin-top: 10mm; }
`

const amount = (value: string) => `<span class="ltr">${escapeMarkup(formatAmount(value))}</span>`

/**
 * A document as typeset to PDF: A4, right to left, Heebo embedded, its text selectable. `mark`
 * says whether this printing is the original or a true copy of it; all else comes from the
 * content frozen at issue.
 */
export function documentHtml(content: DocumentContent, original: boolean): string {
  const invoice = invoiceFromContent(content)
  const { business, customer, credit } = invoice
  const title = documentTitle(content.kind)
  const seller = invoice.draft
    ? `<h2 class="draft">${escapeMarkup(invoiceMessages.draft)}</h2>`
    : `<h2>${name(business.name)}</h2><p>${escapeMarkup(business.address)}</p>
       <p>${escapeMarkup(m.dealerNumber(business.dealerNumber))}</p>`
  const contact = [business.email, business.phone]
    .filter(Boolean)
    .map((line) => `<span class="ltr">${escapeMarkup(line)}</span>`)
    .join(' · ')
  const buyer = [
    customer.businessName && `<p><strong>${name(customer.businessName)}</strong></p>`,
    customer.dealerNumber && `<p>${escapeMarkup(m.buyerDealerNumber(customer.dealerNumber))}</p>`,
    customer.name && `<p>${name(customer.name)}</p>`,
  ]
    .filter(Boolean)
    .join('')
  const lines = invoice.lines
    .map(
      (line) => `<tr><td>${name(line.description)}</td><td>${line.quantity}</td>
        <td class="amount">${amount(line.unitPrice)}</td><td class="amount">${amount(line.amount)}</td></tr>`,
    )
    .join('')
  const discount =
    content.discountAgorot > 0
      ? `<tr><td>${escapeMarkup(m.discount(invoice.couponCode))}</td><td class="amount">-${amount(invoice.discount)}</td></tr>`
      : ''
  return `<!doctype html>
<html lang="he" dir="rtl"><head><meta charset="utf-8"><title>${escapeMarkup(`${title} ${credit?.number ?? invoice.receiptNumber}`)}</title>
<style>${heeboFontFaces()}${styles}</style></head>
<body>
<header>
  <div>${seller}<p class="muted">${contact}</p></div>
  <div class="meta">
    <h1>${escapeMarkup(title)}</h1>
    <p><strong>${escapeMarkup(m.number(credit?.number ?? invoice.receiptNumber))}</strong></p>
    <p>${escapeMarkup(`${m.date}: ${formatDate(credit?.date ?? invoice.date)}`)}</p>
    <p>${escapeMarkup(`${m.orderNumber} ${invoice.orderNumber}`)}</p>
    ${credit ? `<p>${escapeMarkup(m.creditRefersTo(invoice.receiptNumber))}</p>` : ''}
    <p class="mark">${escapeMarkup(original ? invoiceMessages.original : invoiceMessages.copy)}</p>
  </div>
</header>
<section><p class="muted">${escapeMarkup(m.customer)}</p>${buyer}</section>
<section>
  <table>
    <thead><tr><th>${escapeMarkup(m.lineDescription)}</th><th>${escapeMarkup(m.quantity)}</th>
      <th class="amount">${escapeMarkup(m.unitPrice)}</th><th class="amount">${escapeMarkup(m.lineTotal)}</th></tr></thead>
    <tbody>${lines}</tbody>
  </table>
  <table class="totals"><tbody>
    <tr><td>${escapeMarkup(m.subtotal)}</td><td class="amount">${amount(invoice.subtotal)}</td></tr>
    ${discount}
    <tr><td>${escapeMarkup(m.beforeVat)}</td><td class="amount">${amount(invoice.amountBeforeVat)}</td></tr>
    <tr><td>${escapeMarkup(m.vat(invoice.vatRate))}</td><td class="amount">${amount(invoice.vat)}</td></tr>
    <tr class="total"><td>${escapeMarkup(credit ? m.totalCredited : m.total)}</td><td class="amount">${amount(invoice.total)}</td></tr>
  </tbody></table>
</section>
<footer>
  ${invoice.paymentMethod ? `<p>${escapeMarkup(`${m.paymentMethod}: ${invoice.paymentMethod}`)}</p>` : ''}
  <p class="muted">${escapeMarkup(credit ? m.creditNote : m.paidNote)}</p>
</footer>
</body></html>`
}
