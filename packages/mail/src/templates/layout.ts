import { escapeMarkup, he } from '@shop/domain'

export interface ShopContact {
  publicUrl: string
  email: string
  phone: string
}

export interface RenderedEmail {
  subject: string
  html: string
  text: string
}

export interface EmailBody {
  /** Paragraphs of plain text; each becomes a <p> in HTML and a block in the text part. */
  paragraphs: string[]
  /** An optional quoted block (a gift message, a contact message). */
  quote?: { title: string; text: string }
  /** Lines shown as a list. */
  list?: string[]
  /** Secondary links, under the list: quieter than the one action button. */
  links?: { label: string; url: string }[]
  action?: { label: string; url: string }
}

/**
 * Phone numbers, order numbers and amounts: a run of digits with the marks inside them (`-`, `.`,
 * `,`, `/`, `:`), and an amount's right-to-left marks and shekel sign (see formatShekels).
 * Browsers break a line after a hyphen.
 */
const unbreakable = /\u200f?\d(?:[\d\-.,/:]*\d)?(?:\u00a0\u200f?₪)?/g

/**
 * Escaped text whose numbers never break across lines: each in a span that does not wrap, which
 * mail clients keep as an inline style. A non-breaking hyphen (U+2011) would do as much, but would
 * reach the reader's dialler when a phone number is copied or tapped.
 */
function escapeText(text: string): string {
  let html = ''
  let from = 0
  for (const run of text.matchAll(unbreakable)) {
    html += escapeMarkup(text.slice(from, run.index))
    html += `<span style="white-space:nowrap">${escapeMarkup(run[0])}</span>`
    from = run.index + run[0].length
  }
  return html + escapeMarkup(text.slice(from))
}

/**
 * The footer as the text has it, but each part with the separator after it on one line of its
 * own, so a narrow screen breaks the line only after a separator; and each part isolated, its
 * direction its own, so an address or number written left to right does not draw the separator
 * after it on its far side, beside the one before it.
 */
function footerHtml(contact: ShopContact): string {
  const parts = he.email.footerParts(contact.email, contact.phone)
  const separator = `&nbsp;${escapeMarkup(he.email.footerSeparator)}`
  return parts
    .map((part, index) => {
      const after = index < parts.length - 1 ? separator : ''
      return `<span style="white-space:nowrap"><span dir="auto">${escapeText(part)}</span>${after}</span>`
    })
    .join(' ')
}

const paragraph = (text: string) =>
  `<p style="margin:0 0 14px;line-height:1.6">${escapeText(text).replace(/\n/g, '<br>')}</p>`

/**
 * The one frame every e-mail shares: right-to-left Hebrew HTML (inline styles, since mail clients
 * drop style sheets) and a plain-text part with the same content.
 */
export function renderEmail(subject: string, body: EmailBody, contact: ShopContact): RenderedEmail {
  const footer = he.email.footer(contact.email, contact.phone)
  const html = `<!doctype html>
<html lang="he" dir="rtl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeMarkup(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f1fa;font-family:Arial,'Heebo',sans-serif;color:#1f1633">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f1fa"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" dir="rtl" style="max-width:560px;background:#ffffff;border-radius:12px;text-align:right">
<tr><td style="background:#3b2170;color:#f2c94c;padding:18px 24px;border-radius:12px 12px 0 0;font-size:20px;font-weight:bold">${escapeMarkup(he.site.shopName)}</td></tr>
<tr><td style="padding:24px;font-size:16px">
${body.paragraphs.map(paragraph).join('\n')}
${body.list?.length ? `<ul style="margin:0 0 14px;padding:0 20px 0 0;line-height:1.6">${body.list.map((item) => `<li>${escapeText(item)}</li>`).join('')}</ul>` : ''}
${(body.links ?? []).map((link) => `<p style="margin:0 0 14px"><a href="${escapeMarkup(link.url)}" style="color:#6b46c1">${escapeMarkup(link.label)}</a></p>`).join('\n')}
${body.quote ? `<p style="margin:0 0 6px;font-weight:bold">${escapeMarkup(body.quote.title)}</p><blockquote style="margin:0 0 14px;padding:12px 16px;background:#f8f5ff;border-right:4px solid #6b46c1;line-height:1.6">${escapeMarkup(body.quote.text).replace(/\n/g, '<br>')}</blockquote>` : ''}
${body.action ? `<p style="margin:20px 0"><a href="${escapeMarkup(body.action.url)}" style="display:inline-block;background:#6b46c1;color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:8px;font-weight:bold">${escapeMarkup(body.action.label)}</a></p>` : ''}
${paragraph(he.email.signature)}
</td></tr>
<tr><td style="padding:14px 24px;color:#6b6480;font-size:13px;border-top:1px solid #eee">${footerHtml(contact)}<br><a href="${escapeMarkup(contact.publicUrl)}" style="color:#6b46c1">${escapeMarkup(contact.publicUrl)}</a></td></tr>
</table></td></tr></table>
</body></html>`
  const text = [
    ...body.paragraphs,
    ...(body.list ?? []).map((item) => `- ${item}`),
    ...(body.links ?? []).map((link) => `${link.label}: ${link.url}`),
    ...(body.quote ? [`${body.quote.title}\n${body.quote.text}`] : []),
    ...(body.action ? [`${body.action.label}: ${body.action.url}`] : []),
    he.email.signature,
    `--\n${footer}\n${contact.publicUrl}`,
  ].join('\n\n')
  return { subject, html, text }
}
