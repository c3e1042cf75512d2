import { describe, expect, it } from 'vitest'
import { paymentSchema } from '../payment/payment.schema.ts'
import { documentsCsv, ledgerLine, ledgerTotals } from './documents-csv.ts'
import type { DocumentContent } from './issued-document.ts'

const receipt: DocumentContent = {
  kind: 'invoice-receipt',
  number: 7,
  issuedAt: '2026-11-03T10:00:00.000Z',
  seller: {
    name: 'עסק',
    address: 'כתובת',
    dealerNumber: '000000018',
    email: 'a@b.c',
    phone: '03-0000000',
    complete: true,
  },
  buyer: { name: '=HYPERLINK("x")', businessName: null, dealerNumber: null },
  orderNumber: 1001,
  receiptNumber: 7,
  receiptDate: '2026-11-03T10:00:00.000Z',
  lines: [{ description: 'מפה', quantity: 1, unitPriceAgorot: 18000 }],
  subtotalAgorot: 18000,
  discountAgorot: 1000,
  couponCode: 'X',
  vatRateBasisPoints: 1800,
  vatAgorot: 3060,
  totalAgorot: 20060,
  paymentMethod: null,
  paymentReference: 'ref, "1"',
}

describe('documentsCsv', () => {
  it('counts a credit invoice negative and escapes text for spreadsheets', () => {
    const credit = { ...receipt, kind: 'credit-invoice' as const, number: 2 }
    const csv = documentsCsv([ledgerLine(receipt), ledgerLine(credit)])
    expect(csv.startsWith('\uFEFF')).toBe(true)
    const [, first, second] = csv.slice(1).trimEnd().split('\r\n')
    expect(first).toBe(
      `חשבונית מס קבלה,7,3.11.2026,"'=HYPERLINK(""x"")",,170.00,30.60,200.60,"ref, ""1"""`,
    )
    expect(second).toContain(',-170.00,-30.60,-200.60,')
  })

  it('adds the month up with credits taken off', () => {
    const credit = { ...receipt, kind: 'credit-invoice' as const, number: 2 }
    const lines = [receipt, receipt, credit].map(ledgerLine)
    expect(ledgerTotals(lines)).toEqual({
      beforeVatAgorot: 17000,
      vatAgorot: 3060,
      totalAgorot: 20060,
    })
  })
})

describe('the business on the invoice', () => {
  const card = {
    cardNumber: '4580 4580 4580 4580',
    expiry: '12/39',
    cvv: '123',
    cardholderName: 'ישראל ישראלי',
    idNumber: '000000018',
    billingEmail: 'b@example.co.il',
    billingPhone: '050-1234567',
  }

  it('is optional, and a dealer number must pass its check digit and come with a name', () => {
    expect(paymentSchema.parse({ ...card, businessName: '', dealerNumber: '' })).toMatchObject({
      businessName: undefined,
      dealerNumber: undefined,
    })
    expect(
      paymentSchema.parse({ ...card, businessName: 'סטודיו', dealerNumber: '12345678-2' }),
    ).toMatchObject({ businessName: 'סטודיו', dealerNumber: '123456782' })
    const wrong = paymentSchema.safeParse({
      ...card,
      businessName: 'סטודיו',
      dealerNumber: '123456789',
    })
    expect(wrong.error?.issues[0]?.message).toBe(
      'מספר עוסק מורשה או ח.פ. צריך להכיל 9 ספרות תקינות',
    )
    const nameless = paymentSchema.safeParse({ ...card, dealerNumber: '123456782' })
    expect(nameless.error?.issues[0]?.message).toBe('נא להזין גם את שם העסק')
  })
})
