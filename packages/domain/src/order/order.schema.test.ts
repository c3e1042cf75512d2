import { describe, expect, it } from 'vitest'
import { createOrderSchema, pendingReportSchema, toCreateOrderInput } from './order.schema.ts'

const report = {
  subjectName: 'דנה כהן',
  dateOfBirth: '1990-05-17',
  phone: '052-1234567',
  isGift: false,
}

describe('createOrderSchema', () => {
  it('accepts a report and drops the recipient of a non-gift', () => {
    const parsed = createOrderSchema.parse({
      reports: [{ ...report, recipientEmail: 'x@y.co.il' }],
      couponCode: ' save10 ',
    })
    expect(parsed.reports[0]).toMatchObject({ subjectName: 'דנה כהן', gender: 'female' })
    expect(parsed.reports[0]!.recipientEmail).toBeUndefined()
    expect(parsed.couponCode).toBe('SAVE10')
  })

  it.each([
    [{ subjectName: '' }, 'נא להזין שם מלא'],
    [{ dateOfBirth: '' }, 'נא להזין תאריך לידה'],
    [{ dateOfBirth: '2999-01-01' }, 'תאריך הלידה לא יכול להיות בעתיד'],
    [{ dateOfBirth: '1990-02-30' }, 'תאריך הלידה אינו תקין'],
    [{ phone: '12345' }, 'מספר הטלפון אינו תקין'],
    [{ comments: 'א'.repeat(501) }, 'ההערות יכולות להכיל עד 500 תווים'],
    [{ isGift: true }, 'נא להזין את כתובת האימייל של מקבל/ת המתנה'],
    [{ isGift: true, recipientEmail: 'not-an-email' }, 'כתובת אימייל לא תקינה'],
    [
      { isGift: true, recipientEmail: 'a@b.co.il', giftMessage: 'א'.repeat(301) },
      'ההקדשה יכולה להכיל עד 300 תווים',
    ],
  ])('refuses %j with its Hebrew message', (change, message) => {
    const result = createOrderSchema.safeParse({ reports: [{ ...report, ...change }] })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(message)
  })

  it('needs at least one report', () => {
    expect(createOrderSchema.safeParse({ reports: [] }).error?.issues[0]?.message).toBe(
      'חייב להישאר לפחות מפה נומרולוגית אחת',
    )
  })

  it('accepts exactly 500 and 300 characters', () => {
    const result = createOrderSchema.safeParse({
      reports: [
        {
          ...report,
          comments: 'א'.repeat(500),
          isGift: true,
          recipientEmail: 'a@b.co.il',
          giftMessage: 'ב'.repeat(300),
        },
      ],
    })
    expect(result.success).toBe(true)
  })
})

describe('the order form', () => {
  it('turns pending reports into the creation payload', () => {
    const pending = pendingReportSchema.parse({
      id: 'r1',
      fullName: 'דנה כהן',
      dateOfBirth: '1990-05-17',
      phone: '0521234567',
      isGift: true,
      recipientEmail: 'friend@example.co.il',
      giftMessage: 'מזל טוב',
    })
    expect(toCreateOrderInput([pending], 'SAVE10')).toEqual({
      reports: [
        {
          subjectName: 'דנה כהן',
          gender: 'female',
          dateOfBirth: '1990-05-17',
          phone: '0521234567',
          isGift: true,
          recipientEmail: 'friend@example.co.il',
          giftMessage: 'מזל טוב',
        },
      ],
      couponCode: 'SAVE10',
    })
  })
})
