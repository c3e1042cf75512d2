import { formatDateTime, he } from '@shop/domain'
import { linkPage } from './link-page.ts'

const m = he.gift.landingPage

/**
 * What a gift's e-mailed link opens: the recipient did not order the map, so the page says what
 * it is before anything downloads, and its one button fetches the file.
 */
export function giftLinkPage(gift: { subjectName: string; expiresAt: Date; downloadPath: string }) {
  return linkPage({
    title: m.title,
    paragraphs: [m.map(gift.subjectName), m.text, m.validUntil(formatDateTime(gift.expiresAt))],
    buttons: [{ href: gift.downloadPath, label: m.download, primary: true }],
  })
}
