import { he, type BuyerOrder } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  client,
  createTestApp,
  placeOrder,
  signIn,
  signUpCustomer,
  testAdmin,
  busyShopEnv,
  testCard,
  testReport,
  type TestApp,
} from '../testing.ts'

let shop: TestApp
let api: ReturnType<typeof client>
let adminToken: string

beforeAll(async () => {
  shop = await createTestApp('orders', {
    env: busyShopEnv,
  })
  api = client(shop)
  adminToken = await signIn(api, testAdmin.email, testAdmin.password)
})
afterAll(() => shop?.close())

const report = testReport
const card = testCard
const createOrder = (token: string, body: object, key?: string) => placeOrder(api, token, body, key)

async function createCoupon(body: object) {
  const answer = await api<{ id: string }>('POST', '/api/coupons', { token: adminToken, body })
  expect(answer.status).toBe(201)
  return answer.body.data.id
}

describe('POST /api/orders', () => {
  it('prices the order on the server from the current settings, whatever the client sends', async () => {
    const { token } = await signUpCustomer(api)
    const answer = await createOrder(token, {
      reports: [
        report(),
        report({ isGift: true, recipientEmail: 'friend@example.co.il', giftMessage: 'מזל טוב' }),
      ],
      total: '1.00',
      unitPrice: 1,
    })
    expect(answer.status).toBe(201)
    expect(answer.body.data.order).toMatchObject({
      status: 'pending',
      unit_price: '180.00',
      vat_rate: '18.00',
      subtotal: '360.00',
      discount: '0.00',
      vat: '64.80',
      total: '424.80',
      reports: [
        { subject_name: 'דנה כהן', is_gift: false, recipient_email: null, status: 'pending' },
        { is_gift: true, recipient_email: 'friend@example.co.il', gift_message: 'מזל טוב' },
      ],
    })
    expect(answer.body.data.order.order_number).toBeGreaterThanOrEqual(1001)
    const events = await shop.db.orm.em
      .fork()
      .execute(`select payload from outbox_events where type = 'order.created'`)
    expect(events).toContainEqual({ payload: { orderId: answer.body.data.order.id } })
  })

  it('answers the order exactly as reading it back does', async () => {
    const { token } = await signUpCustomer(api)
    const created = await createOrder(token, {
      reports: [
        report({
          hebrewBirthDate: 'ה׳ בטבת תש״ן',
          comments: 'שורה\nשנייה',
          relationToBuyer: 'אחות',
        }),
        report({
          isGift: true,
          recipientEmail: 'friend@example.co.il',
          giftMessage: 'מזל טוב',
          giftDeliveryDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
        }),
      ],
    })
    expect(created.status).toBe(201)
    const reread = await api<{ order: BuyerOrder }>(
      'GET',
      `/api/orders/${created.body.data.order.id}`,
      { token },
    )
    expect(created.body.data.order).toEqual(reread.body.data.order)
  })

  it('freezes the price: a later price change does not touch an existing order', async () => {
    const { token } = await signUpCustomer(api)
    const before = await createOrder(token, { reports: [report()] })
    await api('PATCH', '/api/settings/map_price', { token: adminToken, body: { value: '200' } })
    try {
      const after = await createOrder(token, { reports: [report()] })
      expect(after.body.data.order.subtotal).toBe('200.00')
      const reread = await api<{ order: BuyerOrder }>(
        'GET',
        `/api/orders/${before.body.data.order.id}`,
        { token },
      )
      expect(reread.body.data.order.subtotal).toBe('180.00')
    } finally {
      await api('PATCH', '/api/settings/map_price', { token: adminToken, body: { value: '180' } })
    }
  })

  it('applies a coupon and refuses an unknown one in Hebrew', async () => {
    await createCoupon({ code: 'TEN', discountType: 'percentage', discountValue: 10 })
    const { token } = await signUpCustomer(api)
    const withCoupon = await createOrder(token, {
      reports: [report(), report()],
      couponCode: 'ten',
    })
    expect(withCoupon.body.data.order).toMatchObject({
      coupon_code: 'TEN',
      subtotal: '360.00',
      discount: '36.00',
      vat: '58.32',
      total: '382.32',
    })
    const unknown = await createOrder(token, { reports: [report()], couponCode: 'NOPE' })
    expect(unknown.status).toBe(422)
    expect(unknown.body.error?.message).toBe('קוד קופון לא תקין')
  })

  it('answers the same order for the same idempotency key, even for concurrent requests', async () => {
    const { token } = await signUpCustomer(api)
    const key = `visit-${Date.now()}`
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => createOrder(token, { reports: [report()] }, key)),
    )
    const ids = new Set(answers.map((answer) => answer.body.data.order.id))
    expect(ids.size).toBe(1)
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1)
    const list = await api<BuyerOrder[]>('GET', '/api/orders', { token })
    expect(list.body.data).toHaveLength(1)
  })

  it('changes the pending order of a key sent again with a different order, one order per visit', async () => {
    await createCoupon({ code: 'EDIT20', discountType: 'percentage', discountValue: 20 })
    const { token } = await signUpCustomer(api)
    const key = `visit-${Date.now()}-changed`
    const first = await createOrder(token, { reports: [report()] }, key)
    expect(first.status).toBe(201)
    const { id, order_number } = first.body.data.order
    // What validation smooths over (spaces around a name, inside a phone) is the same order.
    const retried = await createOrder(
      token,
      { reports: [report({ subjectName: '  דנה כהן ', phone: '052-123 4567' })] },
      key,
    )
    expect([retried.status, retried.body.data.order.id]).toEqual([200, id])
    // Back from editing the reports: a name fixed, a gift added, a coupon
    const edited = {
      reports: [
        report({ subjectName: 'דנה כהנא' }),
        report({ subjectName: 'רון לוי', isGift: true, recipientEmail: 'ron@example.co.il' }),
      ],
      couponCode: 'edit20',
    }
    const changed = await createOrder(token, edited, key)
    expect(changed.status).toBe(200)
    expect(changed.body.data.order).toMatchObject({
      id,
      order_number,
      status: 'pending',
      subtotal: '360.00',
      discount: '72.00',
      total: '339.84',
      coupon_code: 'EDIT20',
      reports: [
        { subject_name: 'דנה כהנא', is_gift: false },
        { subject_name: 'רון לוי', is_gift: true, recipient_email: 'ron@example.co.il' },
      ],
    })
    const list = await api<BuyerOrder[]>('GET', '/api/orders', { token })
    expect(list.body.data.map((order) => [order.id, order.reports.length])).toEqual([[id, 2]])
    // The edited request is now the key's own: sent again, it answers the same order.
    const again = await createOrder(token, edited, key)
    expect([again.status, again.body.data.order]).toEqual([200, changed.body.data.order])

    // Once paid, the key's order is no longer changed, and no other order is made.
    const paid = await api('POST', `/api/orders/${id}/pay`, { token, body: card })
    expect(paid.status).toBe(200)
    const late = await createOrder(token, { reports: [report()] }, key)
    expect(late.status).toBe(409)
    expect(late.body).toEqual({
      success: false,
      error: { message: 'ההזמנה כבר נשלחה עם פרטים אחרים. אנא רענן את הדף ונסה שוב.' },
    })
    const after = await api<BuyerOrder[]>('GET', '/api/orders', { token })
    expect(after.body.data.map((order) => [order.id, order.status, order.total])).toEqual([
      [id, 'paid', '339.84'],
    ])
  })

  it('refuses to change an order under its key while its payment is under way', async () => {
    const { token } = await signUpCustomer(api)
    const key = `visit-${Date.now()}-paying`
    const { id } = (await createOrder(token, { reports: [report()] }, key)).body.data.order
    await shop.db.orm.em.fork().execute(
      `insert into payments (id, order_id, provider, amount_agorot, status, created_at, updated_at)
       values (gen_random_uuid(), ?, 'sandbox', 21240, 'pending', now(), now())`,
      [id],
    )
    const changed = await createOrder(token, { reports: [report(), report()] }, key)
    expect([changed.status, changed.body.error?.message]).toEqual([
      409,
      'התשלום להזמנה זו כבר מתבצע. אנא המתן לסיומו.',
    ])
    const order = await api<{ order: BuyerOrder }>('GET', `/api/orders/${id}`, { token })
    expect([order.body.data.order.total, order.body.data.order.reports.length]).toEqual([
      '212.40',
      1,
    ])
  })

  it('answers a new order for the key of a deleted unpaid order, never a success without one', async () => {
    const { token } = await signUpCustomer(api)
    const key = `visit-${Date.now()}-deleted`
    const first = await createOrder(token, { reports: [report()] }, key)
    expect(first.status).toBe(201)
    const deleted = await api('DELETE', `/api/orders/${first.body.data.order.id}`, { token })
    expect(deleted.status).toBe(200)
    // The checkout tab still holds the deleted order's key and sends it again.
    const again = await createOrder(token, { reports: [report()] }, key)
    expect(again.status).toBe(201)
    expect(again.body.data.order.id).not.toBe(first.body.data.order.id)
    expect(again.body.data.order.status).toBe('pending')
    const retried = await createOrder(token, { reports: [report()] }, key)
    expect([retried.status, retried.body.data.order.id]).toEqual([200, again.body.data.order.id])
  })

  it('refuses a NUL or a lone surrogate in any report field with a Hebrew 400', async () => {
    const { token } = await signUpCustomer(api)
    for (const field of ['subjectName', 'comments', 'giftMessage', 'hebrewBirthDate', 'phone']) {
      for (const value of ['דנה\u0000כהן', 'דנה\uD800']) {
        const answer = await createOrder(token, { reports: [report({ [field]: value })] })
        expect([field, answer.status, answer.body.error?.message]).toEqual([
          field,
          400,
          'הטקסט מכיל תווים שאינם נתמכים. אנא הסר אותם ונסה שוב.',
        ])
      }
    }
  })

  it('refuses invalid reports with the Hebrew message of the shared schema', async () => {
    const { token } = await signUpCustomer(api)
    const cases: [object, string][] = [
      [report({ dateOfBirth: '2999-01-01' }), 'תאריך הלידה לא יכול להיות בעתיד'],
      [report({ phone: '123' }), 'מספר הטלפון אינו תקין'],
      [report({ isGift: true }), 'נא להזין את כתובת האימייל של מקבל/ת המתנה'],
      [report({ comments: 'א'.repeat(501) }), 'ההערות יכולות להכיל עד 500 תווים'],
    ]
    for (const [bad, message] of cases) {
      const answer = await createOrder(token, { reports: [bad] })
      expect([answer.status, answer.body.error?.message]).toEqual([400, message])
    }
  })

  it('needs a signed-in buyer', async () => {
    expect((await api('POST', '/api/orders', { body: { reports: [report()] } })).status).toBe(401)
  })
})

describe('GET /api/orders/verify-session', () => {
  it('answers the signed-in user, and 401 without a session', async () => {
    const { token, userId } = await signUpCustomer(api)
    const answer = await api<{ valid: boolean; user: { userId: string } }>(
      'GET',
      '/api/orders/verify-session',
      { token },
    )
    expect(answer.body.data).toMatchObject({ valid: true, user: { userId } })
    expect((await api('GET', '/api/orders/verify-session')).status).toBe(401)
  })
})

describe('reading and deleting orders', () => {
  it("answers 404 for someone else's order, for reading, deleting and paying", async () => {
    const owner = await signUpCustomer(api)
    const stranger = await signUpCustomer(api)
    const { id } = (await createOrder(owner.token, { reports: [report()] })).body.data.order
    for (const [method, path, body] of [
      ['GET', `/api/orders/${id}`, undefined],
      ['DELETE', `/api/orders/${id}`, undefined],
      ['POST', `/api/orders/${id}/pay`, card],
    ] as const) {
      expect((await api(method, path, { token: stranger.token, body })).status).toBe(404)
    }
    expect((await api('GET', `/api/orders/${id}`, { token: owner.token })).status).toBe(200)
  })

  it('deletes only an unpaid order, softly', async () => {
    const { token } = await signUpCustomer(api)
    const pending = (await createOrder(token, { reports: [report()] })).body.data.order
    const paid = (await createOrder(token, { reports: [report()] })).body.data.order
    expect((await api('POST', `/api/orders/${paid.id}/pay`, { token, body: card })).status).toBe(
      200,
    )

    expect((await api('DELETE', `/api/orders/${pending.id}`, { token })).status).toBe(200)
    const refused = await api('DELETE', `/api/orders/${paid.id}`, { token })
    expect([refused.status, refused.body.error?.message]).toEqual([
      409,
      'ניתן למחוק רק הזמנה שטרם שולמה',
    ])
    const list = await api<BuyerOrder[]>('GET', '/api/orders', { token })
    expect(list.body.data.map((order) => order.id)).toEqual([paid.id])
    const [row] = await shop.db.orm.em
      .fork()
      .execute(`select deleted_at is not null as deleted from orders where id = ?`, [pending.id])
    expect(row).toEqual({ deleted: true })
  })

  it('answers 304 to a poll whose list did not change', async () => {
    const { token } = await signUpCustomer(api)
    await createOrder(token, { reports: [report()] })
    const first = await api('GET', '/api/orders', { token })
    const tag = first.response.headers.get('etag')!
    expect(tag).toBeTruthy()
    const unchanged = await shop.app.request('/api/orders', {
      headers: { authorization: `Bearer ${token}`, 'if-none-match': tag },
    })
    expect(unchanged.status).toBe(304)
    // The checkout's own next poll, right after its order was created, always sees it.
    let previous = tag
    for (let orders = 2; orders <= 6; orders++) {
      await createOrder(token, { reports: [report()] })
      const changed = await shop.app.request('/api/orders', {
        headers: { authorization: `Bearer ${token}`, 'if-none-match': previous },
      })
      expect(changed.status).toBe(200)
      expect(((await changed.json()) as { data: BuyerOrder[] }).data).toHaveLength(orders)
      previous = changed.headers.get('etag')!
    }
  })
})

describe('POST /api/orders/{id}/pay', () => {
  it('moves the order to paid with a receipt number and due time, once', async () => {
    const { token } = await signUpCustomer(api)
    const { id } = (await createOrder(token, { reports: [report()] })).body.data.order
    const paid = await api<{ order: BuyerOrder }>('POST', `/api/orders/${id}/pay`, {
      token,
      body: card,
    })
    expect(paid.status).toBe(200)
    const order = paid.body.data.order
    expect(order.status).toBe('paid')
    expect(order.receipt_number).toBeGreaterThan(0)
    const hours = (Date.parse(order.due_at!) - Date.parse(order.paid_at!)) / 3_600_000
    expect(hours).toBeCloseTo(72, 3)
    const again = await api('POST', `/api/orders/${id}/pay`, { token, body: card })
    expect([again.status, again.body.error?.message]).toEqual([409, 'ההזמנה כבר שולמה'])
    const events = await shop.db.orm.em
      .fork()
      .execute(`select payload from outbox_events where type = 'order.paid'`)
    expect(events).toContainEqual({ payload: { orderId: id } })
  })

  it('refuses a malformed card without touching the order, and stores no card data', async () => {
    const { token } = await signUpCustomer(api)
    const { id } = (await createOrder(token, { reports: [report()] })).body.data.order
    const refused = await api('POST', `/api/orders/${id}/pay`, {
      token,
      body: { ...card, cardNumber: '4580 4580 4580 4581' },
    })
    expect([refused.status, refused.body.error?.message]).toEqual([400, 'מספר הכרטיס אינו תקין'])
    expect(
      (await api<{ order: BuyerOrder }>('GET', `/api/orders/${id}`, { token })).body.data.order
        .status,
    ).toBe('pending')
    await api('POST', `/api/orders/${id}/pay`, { token, body: card })
    const [row] = await shop.db.orm.em
      .fork()
      .execute(`select row_to_json(o)::text as json from orders o where id = ?`, [id])
    expect((row as { json: string }).json).not.toMatch(/4580|000000018|"123"/)
  })

  it('refuses NUL in a billing field at validation, before the card is charged', async () => {
    const { token } = await signUpCustomer(api)
    const { id } = (await createOrder(token, { reports: [report()] })).body.data.order
    for (const field of ['cardholderName', 'billingEmail', 'billingPhone', 'idNumber']) {
      const refused = await api('POST', `/api/orders/${id}/pay`, {
        token,
        body: { ...card, [field]: `${card[field as keyof typeof card]}\u0000` },
      })
      expect([field, refused.status, refused.body.error?.message]).toEqual([
        field,
        400,
        'הטקסט מכיל תווים שאינם נתמכים. אנא הסר אותם ונסה שוב.',
      ])
    }
    const paid = await api<{ order: BuyerOrder }>('POST', `/api/orders/${id}/pay`, {
      token,
      body: card,
    })
    expect(paid.body.data.order.status).toBe('paid')
  })

  it('never redeems a one-use coupon twice, even with 50 payments at once', async () => {
    await createCoupon({ code: 'ONCE', discountType: 'fixed', discountValue: 50, maxUses: 1 })
    const buyers = await Promise.all(Array.from({ length: 5 }, () => signUpCustomer(api)))
    const orders = []
    for (let i = 0; i < 50; i++) {
      const buyer = buyers[i % buyers.length]!
      const { id } = (await createOrder(buyer.token, { reports: [report()], couponCode: 'ONCE' }))
        .body.data.order
      orders.push({ id, token: buyer.token })
    }
    const answers = await Promise.all(
      orders.map(({ id, token }) => api('POST', `/api/orders/${id}/pay`, { token, body: card })),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(49)
    const em = shop.db.orm.em.fork()
    expect(await em.execute(`select times_used from coupons where code = 'ONCE'`)).toEqual([
      { times_used: 1 },
    ])
    expect(
      await em.execute(
        `select count(*)::int as n from coupon_redemptions r join coupons c on c.id = r.coupon_id where c.code = 'ONCE'`,
      ),
    ).toEqual([{ n: 1 }])
  })

  it('numbers receipts without gaps, however payments interleave or fail', async () => {
    const { token } = await signUpCustomer(api)
    await createCoupon({
      code: 'SOLDOUT',
      discountType: 'percentage',
      discountValue: 5,
      maxUses: 1,
    })
    const plain = []
    for (let i = 0; i < 10; i++)
      plain.push((await createOrder(token, { reports: [report()] })).body.data.order.id)
    const couponed = []
    for (let i = 0; i < 5; i++)
      couponed.push(
        (await createOrder(token, { reports: [report()], couponCode: 'SOLDOUT' })).body.data.order
          .id,
      )
    await Promise.all(
      [...plain, ...couponed].map((id) =>
        api('POST', `/api/orders/${id}/pay`, { token, body: card }),
      ),
    )
    const rows = await shop.db.orm.em
      .fork()
      .execute<{ receipt_number: number }[]>(
        `select receipt_number from orders where receipt_number is not null order by receipt_number`,
      )
    const numbers = rows.map((row) => row.receipt_number)
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1))
  })
})

describe('GET /api/payments', () => {
  it("lists the buyer's paid orders as invoice-receipts and the unpaid as pending", async () => {
    const { token } = await signUpCustomer(api)
    const paid = (await createOrder(token, { reports: [report(), report()] })).body.data.order
    await createOrder(token, { reports: [report()] })
    await api('POST', `/api/orders/${paid.id}/pay`, { token, body: card })
    const list = await api<
      { status: string; amount: string; invoice_number: number | null; description: string }[]
    >('GET', '/api/payments', { token })
    expect(list.body.data.map((payment) => [payment.status, payment.amount])).toEqual([
      ['paid', '424.80'],
      ['pending', '212.40'],
    ])
    expect(list.body.data[0]!.invoice_number).toBeGreaterThan(0)
    expect(list.body.data[0]!.description).toContain('2 מפות נומרולוגיות')
  })

  it('answers the invoice-receipt with what Israeli rules ask of it, to its owner only', async () => {
    const owner = await signUpCustomer(api)
    const stranger = await signUpCustomer(api)
    const { id } = (await createOrder(owner.token, { reports: [report()] })).body.data.order
    await api('POST', `/api/orders/${id}/pay`, { token: owner.token, body: card })
    const invoice = await api<Record<string, unknown>>('GET', `/api/payments/${id}/invoice`, {
      token: owner.token,
    })
    expect(invoice.status).toBe(200)
    expect(invoice.body.data).toMatchObject({
      // No manager has entered the business details in this database: a draft, not placeholders.
      business: { name: '', address: '', dealerNumber: '' },
      draft: true,
      receiptNumber: expect.any(Number),
      credit: null,
      // No address and no name of the map's subject: the document outlives an erased account
      customer: { name: 'ישראל ישראלי' },
      lines: [
        {
          quantity: 1,
          unitPrice: '180.00',
          amount: '180.00',
          description: he.invoice.lineDescription,
        },
      ],
      amountBeforeVat: '180.00',
      vatRate: '18.00',
      vat: '32.40',
      total: '212.40',
      paymentMethod: 'כרטיס אשראי',
    })
    for (const address of [owner.email, card.billingEmail]) {
      expect(JSON.stringify(invoice.body.data)).not.toContain(address)
    }
    expect(
      (await api('GET', `/api/payments/${id}/invoice`, { token: stranger.token })).status,
    ).toBe(404)
  })
})

describe('GET /api/reports/{id}/download', () => {
  it('gives the owner a short-lived link to the finished PDF and nobody else anything', async () => {
    const owner = await signUpCustomer(api)
    const stranger = await signUpCustomer(api)
    const order = (await createOrder(owner.token, { reports: [report()] })).body.data.order
    const reportId = order.reports[0]!.id
    expect(
      (await api('GET', `/api/reports/${reportId}/download`, { token: owner.token })).status,
    ).toBe(404)

    const pdf = Buffer.from('%PDF-1.4\n% the finished map\n%%EOF\n')
    await shop.deps.storage.put(`reports/${reportId}.pdf`, pdf, pdf.length, 'application/pdf')
    await shop.db.orm.em
      .fork()
      .execute(`update reports set status = 'ready', file_key = ? where id = ?`, [
        `reports/${reportId}.pdf`,
        reportId,
      ])

    expect(
      (await api('GET', `/api/reports/${reportId}/download`, { token: stranger.token })).status,
    ).toBe(404)
    expect((await api('GET', `/api/reports/${reportId}/download`)).status).toBe(401)
    const link = await api<{ downloadUrl: string }>('GET', `/api/reports/${reportId}/download`, {
      token: owner.token,
    })
    expect(link.status).toBe(200)
    const expires = Number(
      new URL(link.body.data.downloadUrl, 'http://shop.test').searchParams.get('expires'),
    )
    expect(expires - Date.now()).toBeGreaterThan(290_000)
    expect(expires - Date.now()).toBeLessThanOrEqual(300_000)
    const file = await shop.app.request(link.body.data.downloadUrl)
    expect(file.status).toBe(200)
    expect(Buffer.from(await file.arrayBuffer())).toEqual(pdf)
  })
})
