import { downloadLinkDays, he } from '@shop/domain'
import { renderEmail } from '@shop/mail'
import { emailKind, rowAbout, type LoggedEmail } from '../email-kind.ts'
import { downloadUrl } from './download-url.ts'

const m = he.email

/** A map is ready, to the buyer's account: with its link, unless it is a gift. */
export const reportReady = emailKind({
  to: 'account',
  key: (reportId: string) => `report-ready.${reportId}.buyer`,
  delivers: true,
  async load(db, { context }: LoggedEmail<{ reportId: string }>, settings) {
    const report = await rowAbout<{ name: string | null; subject_name: string; is_gift: boolean }>(
      db,
      `select u.name, r.subject_name, r.is_gift
       from reports r join orders o on o.id = r.order_id join users u on u.id = o.user_id
       where r.id = ?`,
      context.reportId,
    )
    return {
      name: report.name,
      subjectName: report.subject_name,
      download: report.is_gift
        ? null
        : {
            url: downloadUrl(settings, 'downloads', context.reportId),
            expiryDays: downloadLinkDays,
          },
    }
  },
  /** A direct link comes with the buyer's own maps; a gift's is the recipient's to open. */
  render: (
    data: {
      name: string | null
      subjectName: string
      download: { url: string; expiryDays: number } | null
    },
    contact,
  ) =>
    renderEmail(
      m.reportReady.subject(data.subjectName),
      {
        paragraphs: [
          m.greeting(data.name),
          m.reportReady.intro(data.subjectName),
          ...(data.download
            ? [m.reportReady.downloadTitle, m.reportReady.downloadExpiry(data.download.expiryDays)]
            : []),
        ],
        links: data.download
          ? [{ label: m.reportReady.downloadLink(data.subjectName), url: data.download.url }]
          : undefined,
        action: { label: m.reportReady.cta, url: `${contact.publicUrl}/my-orders` },
      },
      contact,
    ),
  preview: {
    name: 'דנה כהן',
    subjectName: 'דנה כהן',
    download: { url: 'http://localhost:3000/api/downloads/example-token', expiryDays: 30 },
  },
})
