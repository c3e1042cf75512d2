import { downloadLinkDays, he } from '@shop/domain'
import { renderEmail } from '@shop/mail'
import type { NotNull } from 'kysely'
import { emailKind, rowAbout, type LoggedEmail } from '../email-kind.ts'
import { downloadUrl } from './download-url.ts'

const m = he.email

/** A map is ready, to the buyer's account: with its link, unless it is a gift. */
export const reportReady = emailKind({
  to: 'account',
  key: (reportId: string) => `report-ready.${reportId}.buyer`,
  delivers: true,
  async load(db, { context }: LoggedEmail<{ reportId: string }>, settings) {
    const report = await rowAbout(db, context.reportId, (kysely, id) =>
      kysely
        .selectFrom('reports as r')
        .innerJoin('orders as o', 'o.id', 'r.order_id')
        .innerJoin('users as u', 'u.id', 'o.user_id')
        .select(['u.name', 'r.subject_name', 'r.is_gift'])
        .where('r.id', '=', id)
        // Only an erased account's maps lose their names, and its e-mails are never sent.
        .where('r.subject_name', 'is not', null)
        .$narrowType<{ subject_name: NotNull }>(),
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
