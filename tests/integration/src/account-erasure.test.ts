import { downloadLinkDays, type BuyerOrder } from '@shop/domain'
import { placeOrder, signUpVerified, testCard, testReport, type TestApp } from '@shop/api/testing'
import type { SmtpCatcher } from '@shop/mail/testing'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { eventHandlers, removeErasedGifts } from '@shop/worker/testing'
import { startDeliveryHarness, type DeliveryHarness } from './testing.ts'

let harness: DeliveryHarness
let shop: TestApp
let smtp: SmtpCatcher
let api: DeliveryHarness['api']
let adminToken: string

beforeAll(async () => {
  harness = await startDeliveryHarness('erasure', { MANAGER_EMAILS: 'manager@shop.test' })
  ;({ shop, smtp, api, adminToken } = harness)
})
afterAll(() => harness?.close())

// Values found nowhere else in the database, so a search for them cannot hit anything unrelated.
const account = {
  email: 'miriam.erasure@example.co.il',
  password: 'customer-password-1',
  name: 'מרים מחיקהסקי',
  phone: '054-7770001',
}
const billing = {
  ...testCard,
  cardholderName: 'מרים מ. חשבונית',
  billingEmail: 'miriam.billing@example.co.il',
  billingPhone: '054-7770002',
}
const ownMap = {
  ...testReport(),
  subjectName: 'אביגיל ייחודית',
  dateOfBirth: '1987-03-14',
  hebrewBirthDate: 'י״ג באדר ב׳ תשמ״ז',
  phone: '052-7770003',
  comments: 'הערה סודית לבדיקה',
  relationToBuyer: 'בת דודה רחוקה',
}
const giftMap = {
  ...testReport(),
  subjectName: 'נחמיה מתנתי',
  dateOfBirth: '1992-11-02',
  phone: '052-7770004',
  isGift: true,
  recipientEmail: 'nehemia.gift@example.co.il',
  giftMessage: 'הקדשה פרטית מאוד',
}
const unpaidMap = {
  ...testReport(),
  subjectName: 'שלומית שלאשולמה',
  dateOfBirth: '1979-06-21',
  phone: '052-7770005',
}
const contactText = 'פנייה אישית שצריכה להימחק'

const erasedValues = [
  account.email,
  account.name,
  account.phone,
  billing.billingEmail,
  billing.billingPhone,
  ...[ownMap, giftMap, unpaidMap].flatMap((report) => [report.dateOfBirth, report.phone]),
  ownMap.subjectName,
  unpaidMap.subjectName,
  ownMap.hebrewBirthDate,
  ownMap.comments,
  ownMap.relationToBuyer,
  giftMap.recipientEmail,
  giftMap.giftMessage,
  contactText,
]

const pdf = (text: string) => Buffer.from(`%PDF-1.7\n% ${text}\n%%EOF\n`)

async function upload(reportId: string, file: Buffer) {
  expect((await harness.upload(reportId, file)).status).toBe(200)
}

/** Every row of every table of ours, as text, holding one of these values. */
async function rowsHolding(values: string[]) {
  const em = shop.db.orm.em.fork()
  const tables = await em.execute<{ table_name: string }[]>(
    `select table_name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )
  const found: string[] = []
  for (const { table_name } of tables) {
    const rows = await em.execute<{ row: string }[]>(`select t::text as row from "${table_name}" t`)
    for (const { row } of rows) {
      const held = values.filter((value) => row.includes(value))
      if (held.length) found.push(`${table_name}: ${held.join(', ')}`)
    }
  }
  return found
}

/** A link's status, its page's heading, and whether the page offers the map as still kept. */
async function linkPage(path: string) {
  const response = await shop.app.request(path)
  const html = await response.text()
  return [response.status, /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1], html.includes('שמורה אצלנו')]
}

const fileStatus = async (key: string) =>
  (await shop.app.request(await shop.deps.storage.presignedGet(key, 60))).status

describe('deleting an account', () => {
  let order: BuyerOrder
  let fileKeys: string[]
  let giftPath: string
  let ownPath: string
  let giftFileKey: string

  beforeAll(async () => {
    const token = (await signUpVerified(shop, account)).sessionJwt
    const created = await placeOrder(api, token, { reports: [ownMap, giftMap] })
    const paid = await api<{ order: BuyerOrder }>(
      'POST',
      `/api/orders/${created.body.data.order.id}/pay`,
      { token, body: billing },
    )
    expect(paid.status).toBe(200)
    order = paid.body.data.order
    expect((await placeOrder(api, token, { reports: [unpaidMap] })).status).toBe(201)
    for (const report of order.reports) await upload(report.id, pdf(report.id))
    // The recipient hears of the gift at payment too; the map's own e-mail carries the link.
    const [giftMail] = await smtp.waitFor(
      (m) => m.envelopeTo.includes(giftMap.recipientEmail) && /\/api\/gifts\//.test(m.text ?? ''),
    )
    giftPath = new URL(/(http:\/\/\S+\/api\/gifts\/[\w.-]+)/.exec(giftMail!.text!)![1]!).pathname
    expect((await shop.app.request(`${giftPath}/file`)).status).toBe(302)
    const [ownMail] = await smtp.waitFor(
      (m) => m.envelopeTo.includes(account.email) && /\/api\/downloads\//.test(m.text ?? ''),
    )
    ownPath = new URL(/(http:\/\/\S+\/api\/downloads\/[\w.-]+)/.exec(ownMail!.text!)![1]!).pathname
    expect(
      (
        await api('POST', '/api/contact', {
          body: { name: account.name, email: account.email, message: contactText },
        })
      ).status,
    ).toBe(201)
    // Every e-mail sent, so the log holds addresses and contents for erasure to find.
    await vi.waitFor(
      async () => {
        const [unsent] = await shop.db.orm.em
          .fork()
          .execute<{ count: number }[]>(
            `select count(*)::int as count from email_log where status <> 'sent'`,
          )
        expect(unsent!.count).toBe(0)
      },
      { timeout: 20_000, interval: 100 },
    )
    await smtp.waitFor((m) => m.envelopeTo.includes(account.email), 3)
    // A draft beside the finished maps: erasure must not depend on the database's pointers.
    const draftKey = `reports/${order.id}/draft-${order.reports[0]!.id}.pdf`
    await shop.deps.storage.put(draftKey, pdf('draft'), 20, 'application/pdf')
    const rows = await shop.db.orm.em
      .fork()
      .execute<{ file_key: string; is_gift: boolean }[]>(
        `select file_key, is_gift from reports where order_id = ?`,
        [order.id],
      )
    giftFileKey = rows.find((row) => row.is_gift)!.file_key
    fileKeys = [...rows.filter((row) => !row.is_gift).map((row) => row.file_key), draftKey]
    for (const key of fileKeys) expect(await fileStatus(key)).toBe(200)
    expect(await rowsHolding(erasedValues)).not.toEqual([])

    expect((await api('DELETE', '/api/auth/me', { token })).status).toBe(200)
  })

  it('tells the buyer, by name, that the account is gone, and then forgets her address', async () => {
    const [mail] = await smtp.waitFor(
      (m) =>
        m.envelopeTo.includes(account.email) && m.subject === 'החשבון שלכם נמחק · מפה נומרולוגית',
    )
    expect(mail!.text).toContain(`שלום ${account.name},`)
    expect(mail!.text).toContain('לבקשתכם, החשבון שלכם נמחק לצמיתות')
    // The e-mail's row held the address until it was sent, and no longer.
    await vi.waitFor(async () => expect(await rowsHolding(erasedValues)).toEqual([]), {
      timeout: 10_000,
      interval: 100,
    })
  })

  it('removes the files of her own maps and ends their links', async () => {
    for (const key of fileKeys) expect(await fileStatus(key)).toBe(404)
    expect(await linkPage(ownPath)).toEqual([410, 'המפה כבר אינה זמינה', false])
  })

  it('leaves a delivered gift to its recipient, downloadable by the e-mailed link', async () => {
    expect((await shop.app.request(giftPath)).status).toBe(200)
    const redirect = await shop.app.request(`${giftPath}/file`)
    expect(redirect.status).toBe(302)
    const file = await shop.app.request(redirect.headers.get('location')!)
    expect(Buffer.from(await file.arrayBuffer())).toEqual(pdf(order.reports[1]!.id))
    // The map's name is all that stays of the gift's details, for its file's name.
    expect(await rowsHolding([giftMap.subjectName])).toEqual(['reports: ' + giftMap.subjectName])
  })

  it('keeps the paid order’s invoice-receipt as issued, with the name printed on it', async () => {
    const invoice = await api<{
      receiptNumber: number
      customer: { name: string }
      total: string
      vat: string
      lines: { description: string }[]
    }>('GET', `/api/admin/orders/${order.id}/invoice`, { token: adminToken })
    expect(invoice.status).toBe(200)
    expect(invoice.body.data).toMatchObject({
      receiptNumber: order.receipt_number,
      customer: { name: billing.cardholderName },
      total: order.total,
      vat: order.vat,
    })
    expect(invoice.body.data.lines).toHaveLength(2)
    // The printed name is the one personal detail kept, and only on the invoice: the order's
    // billing name and the issued document printed with it.
    expect((await rowsHolding([billing.cardholderName])).sort()).toEqual([
      'issued_documents: ' + billing.cardholderName,
      'orders: ' + billing.cardholderName,
    ])
  })

  it('deletes the unpaid order and keeps the paid one for the managers, marked deleted', async () => {
    const orders = await shop.db.orm.em.fork().execute<{ id: string; user_deleted: boolean }[]>(
      `select o.id, u.deleted_at is not null as user_deleted from orders o
         join users u on u.id = o.user_id where u.id = (select user_id from orders where id = ?)`,
      [order.id],
    )
    expect(orders).toEqual([{ id: order.id, user_deleted: true }])
  })

  it('lets the same e-mail sign up again to an empty account', async () => {
    const { sessionJwt: token } = await signUpVerified(shop, {
      email: account.email,
      password: 'another-password-2',
    })
    expect((await api<unknown[]>('GET', '/api/orders', { token })).body.data).toEqual([])
    expect((await api<unknown[]>('GET', '/api/payments', { token })).body.data).toEqual([])
  })

  it('removes the files again when the worker handles the event, should storage have failed', async () => {
    const straggler = `reports/${order.id}/${order.reports[1]!.id}-late.pdf`
    await shop.deps.storage.put(straggler, pdf('late'), 19, 'application/pdf')
    const [event] = await shop.db.orm.em
      .fork()
      .execute<{ payload: { userId: string; orderIds: string[] } }[]>(
        `select payload from outbox_events where type = 'user.deleted'
         and payload->>'userId' = (select user_id::text from orders where id = ?)`,
        [order.id],
      )
    await shop.db.orm.em
      .fork()
      .transactional((tx) =>
        eventHandlers(harness.worker.deps)['user.deleted']!.write!(tx, event!.payload),
      )
    expect(await fileStatus(straggler)).toBe(404)
    expect(await fileStatus(giftFileKey)).toBe(200)
  })

  it('removes the delivered gift once every link e-mailed to its recipient expired', async () => {
    const em = shop.db.orm.em.fork()
    const userOf = `(select user_id from orders where id = '${order.id}')`
    expect(await removeErasedGifts(harness.worker.deps)).toBe(0)
    expect(await fileStatus(giftFileKey)).toBe(200)
    await em.execute(
      `update users set deleted_at = now() - interval '${downloadLinkDays} days 1 minute'
       where id = ${userOf}`,
    )
    expect(await removeErasedGifts(harness.worker.deps)).toBe(1)
    expect(await fileStatus(giftFileKey)).toBe(404)
    expect(await rowsHolding([giftMap.subjectName])).toEqual([])
    // The link's page says the map is gone, not that it is kept and a new link can be had.
    expect(await linkPage(giftPath)).toEqual([410, 'המתנה כבר אינה זמינה', false])
  })
})

describe('an erasure while a worker logs e-mails of a contact message', () => {
  it('waits for those e-mails and erases them too', async () => {
    const email = 'yael.race@example.co.il'
    const text = 'שאלה פרטית שנכתבה ברגע המחיקה'
    const signup = await signUpVerified(shop, { email, password: 'customer-password-3' })
    // Written without its event, so only this test's handler logs its e-mails.
    const [message] = await shop.db.orm.em.fork().execute<{ id: string }[]>(
      `insert into contact_messages (id, name, email, phone, message, created_at)
       values (gen_random_uuid(), 'יעל', ?, null, ?, now()) returning id`,
      [email, text],
    )
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    let logged!: () => void
    const loggedOnce = new Promise<void>((resolve) => (logged = resolve))
    const handling = shop.db.orm.em.fork().transactional(async (tx) => {
      await eventHandlers(harness.worker.deps)['contact.received']!.write!(tx, {
        contactMessageId: message!.id,
      })
      logged()
      await released
    })
    await loggedOnce
    const erasing = api('DELETE', '/api/auth/me', { token: signup.sessionJwt })
    // The erasure waits on the message the worker holds, and reads the log once its rows commit.
    await expect
      .poll(
        async () =>
          (
            await shop.db.orm.em.fork().execute<{ waiting: number }[]>(
              `select count(*)::int as waiting from pg_stat_activity
                where datname = current_database() and wait_event_type = 'Lock'
                  and query like '%from "contact_messages"%for update%'`,
            )
          )[0]!.waiting,
        { timeout: 20_000, interval: 50 },
      )
      .toBe(1)
    release()
    await handling
    expect((await erasing).status).toBe(200)
    // The deletion's own confirmation holds the address until it is sent, then lets it go too.
    await expect.poll(() => rowsHolding([email, text]), { timeout: 20_000 }).toEqual([])
  })
})

describe('the last manager', () => {
  it('cannot delete the account, and is not offered to, until another manager exists', async () => {
    const refused = await api('DELETE', '/api/auth/me', { token: adminToken })
    expect(refused.status).toBe(409)
    expect(refused.body.error?.message).toBe(
      'לא ניתן למחוק את החשבון: זהו חשבון המנהל היחיד. יש למנות מנהל נוסף לפני מחיקת החשבון.',
    )
    const offered = () =>
      api<{ allowed: boolean }>('GET', '/api/auth/me/deletion', { token: adminToken })
    expect((await offered()).body.data).toEqual({ allowed: false })

    const second = await signUpVerified(shop, {
      email: 'second.manager@shop.test',
      password: 'manager-password-2',
    })
    await shop.db.orm.em.fork().execute(
      `insert into tenant_memberships (id, user_id, tenant_id, roles, created_at)
       values (gen_random_uuid(), ?, ?, '{}', now())`,
      [second.user.userId, shop.deps.env.ADMIN_TENANT_ID],
    )
    expect((await offered()).body.data).toEqual({ allowed: true })
    const secondToken = second.sessionJwt
    expect((await api('DELETE', '/api/auth/me', { token: secondToken })).status).toBe(200)
    expect((await offered()).body.data).toEqual({ allowed: false })
  })
})
