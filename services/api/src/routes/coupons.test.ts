import { formatShekels, he } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { client, createTestApp, signIn, testAdmin, testAdminEnv, type TestApp } from '../testing.ts'

let shop: TestApp
let api: ReturnType<typeof client>
let token: string

beforeAll(async () => {
  shop = await createTestApp('coupons', { env: { ...testAdminEnv, RATE_LIMIT_PER_MINUTE: '1000' } })
  api = client(shop)
  token = await signIn(api, testAdmin.email, testAdmin.password)
})
afterAll(() => shop?.close())

const validate = (code: string, orderAmount: number | string) =>
  api<{ code: string; discountAmount: string }>('POST', '/api/coupons/validate', {
    body: { code, orderAmount },
  })

describe('managing coupons', () => {
  it('creates, lists, edits (but never the code) and deletes a coupon', async () => {
    const created = await api<{ id: string; code: string }>('POST', '/api/coupons', {
      token,
      body: {
        code: ' summer25 ',
        description: 'קיץ',
        discountType: 'percentage',
        discountValue: 25,
        maxUses: 100,
      },
    })
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({
      code: 'SUMMER25',
      discount_value: '25.00',
      max_uses: 100,
      times_used: 0,
      is_active: true,
    })
    const duplicate = await api('POST', '/api/coupons', {
      token,
      body: { code: 'SUMMER25', discountValue: 5 },
    })
    expect([duplicate.status, duplicate.body.error?.message]).toEqual([409, 'קוד הקופון כבר קיים'])

    const id = created.body.data.id
    const edited = await api('PATCH', `/api/coupons/${id}`, {
      token,
      body: { code: 'SUMMER25', discountType: 'fixed', discountValue: '30.50', isActive: false },
    })
    expect(edited.body.data).toMatchObject({
      discount_type: 'fixed',
      discount_value: '30.50',
      is_active: false,
    })
    const renamed = await api('PATCH', `/api/coupons/${id}`, {
      token,
      body: { code: 'WINTER', discountValue: 5 },
    })
    expect([renamed.status, renamed.body.error?.message]).toEqual([
      422,
      'לא ניתן לשנות את קוד הקופון',
    ])

    expect((await api('DELETE', `/api/coupons/${id}`, { token })).status).toBe(200)
    const list = await api<{ code: string }[]>('GET', '/api/coupons', { token })
    expect(list.body.data.map((coupon) => coupon.code)).not.toContain('SUMMER25')
    expect((await api('DELETE', `/api/coupons/${id}`, { token })).status).toBe(404)
  })

  it.each([
    [{ code: 'AB', discountValue: 5 }, 'קוד קופון חייב להיות לפחות 3 תווים'],
    [{ code: 'ZERO', discountValue: 0 }, 'ערך ההנחה חייב להיות גדול מ-0'],
    [{ code: 'NEG', discountValue: -5 }, 'ערך ההנחה חייב להיות גדול מ-0'],
    [{ code: 'HUGE', discountValue: 101 }, 'הנחה באחוזים לא יכולה לעלות על 100'],
    [
      {
        code: 'DATES',
        discountValue: 5,
        validFrom: '2026-12-01T00:00',
        validUntil: '2026-11-01T00:00',
      },
      'תאריך הסיום חייב להיות אחרי תאריך ההתחלה',
    ],
  ])('refuses %j with the Hebrew message', async (body, message) => {
    const answer = await api('POST', '/api/coupons', { token, body })
    expect([answer.status, answer.body.error?.message]).toEqual([400, message])
  })
})

describe('POST /api/coupons/validate', () => {
  it('answers the discount of a valid code, capped at the order amount', async () => {
    await api('POST', '/api/coupons', {
      token,
      body: { code: 'FIFTY', discountType: 'fixed', discountValue: 50 },
    })
    expect((await validate('fifty', 360)).body.data).toMatchObject({
      code: 'FIFTY',
      discountAmount: '50.00',
    })
    expect((await validate('FIFTY', 30)).body.data.discountAmount).toBe('30.00')
  })

  it.each([
    ['unknown', { code: 'NOSUCH' }, 'קוד קופון לא תקין'],
    ['inactive', { code: 'OFF', isActive: false }, 'קוד קופון לא תקין'],
    ['expired', { code: 'OLD', validUntil: '2020-01-01T00:00:00Z' }, 'תוקף הקופון פג'],
    [
      'not yet valid',
      { code: 'SOON', validFrom: '2099-01-01T00:00:00Z' },
      'הקופון עדיין אינו בתוקף',
    ],
    // 500 before VAT, told to the buyer with 18 %
    [
      'below the minimum',
      { code: 'BIG', minPurchaseAmount: 500 },
      he.coupon.minimumNotMet(formatShekels(59000)),
    ],
  ])('refuses an %s coupon in Hebrew', async (_, coupon, message) => {
    if (coupon.code !== 'NOSUCH') {
      await api('POST', '/api/coupons', { token, body: { discountValue: 10, ...coupon } })
    }
    const answer = await validate(coupon.code, 360)
    expect(answer.status).toBe(422)
    expect(answer.body.error?.message).toContain(message)
  })

  it('refuses a coupon whose uses ran out', async () => {
    await api('POST', '/api/coupons', {
      token,
      body: { code: 'USED', discountValue: 10, maxUses: 1 },
    })
    await shop.db.orm.em.fork().execute(`update coupons set times_used = 1 where code = 'USED'`)
    expect((await validate('USED', 360)).body.error?.message).toBe('הקופון נוצל במלואו')
  })

  it('asks for a code when it is empty', async () => {
    const answer = await validate('   ', 360)
    expect([answer.status, answer.body.error?.message]).toEqual([400, 'נא להזין קוד קופון'])
  })
})

describe('the map price', () => {
  it('is changed by a manager, read by everyone, and refused when not a positive amount', async () => {
    expect(
      (await api('PATCH', '/api/settings/map_price', { token, body: { value: '199.90' } })).status,
    ).toBe(200)
    const publicSettings = await api<{ map_price: number }>('GET', '/api/settings/public')
    expect(publicSettings.body.data.map_price).toBe(199.9)
    const list = await api<{ setting_key: string; setting_value: string }[]>(
      'GET',
      '/api/settings',
      { token },
    )
    expect(list.body.data).toContainEqual({ setting_key: 'map_price', setting_value: '199.90' })
    for (const value of [0, -5, 'abc', '1.234']) {
      const refused = await api('PATCH', '/api/settings/map_price', { token, body: { value } })
      expect(refused.status).toBe(400)
      expect(refused.body.error?.message).toBe('נא להזין מחיר חיובי עם עד שתי ספרות אחרי הנקודה')
    }
  })
})

describe('coupon value left empty', () => {
  it('asks for a value above 0', async () => {
    const answer = await api('POST', '/api/coupons', {
      token,
      body: { code: 'EMPTY', discountValue: '' },
    })
    expect([answer.status, answer.body.error?.message]).toEqual([
      400,
      'ערך ההנחה חייב להיות גדול מ-0',
    ])
  })
})

describe('business details', () => {
  it('are set by a manager and print on invoices', async () => {
    const business = await api('PATCH', '/api/settings/business', {
      token,
      body: {
        business_name: 'מפה בע״מ',
        business_address: 'הרצל 1, תל אביב',
        dealer_number: '514123454',
      },
    })
    expect(business.status).toBe(200)
    const list = await api<{ setting_key: string; setting_value: string }[]>(
      'GET',
      '/api/settings',
      { token },
    )
    expect(list.body.data).toEqual(
      expect.arrayContaining([
        { setting_key: 'business_name', setting_value: 'מפה בע״מ' },
        { setting_key: 'dealer_number', setting_value: '514123454' },
      ]),
    )
  })

  it.each([
    [
      '/api/settings/business',
      { business_name: 'א', business_address: 'ב', dealer_number: '123' },
      'מספר עוסק מורשה צריך להכיל 9 ספרות',
    ],
    [
      '/api/settings/business',
      { business_name: 'א', business_address: 'ב', dealer_number: '514123456' },
      'מספר העוסק אינו תקין (ספרת הביקורת אינה מתאימה)',
    ],
  ])('refuse a bad value at %s in Hebrew', async (path, body, message) => {
    const answer = await api('PATCH', path, { token, body })
    expect([answer.status, answer.body.error?.message]).toEqual([400, message])
  })
})
