import { describe, expect, it } from 'vitest'
import { shopDate } from '../dates.ts'
import { createOrderSchema } from '../order/order.schema.ts'
import { giftDeliveryDateRange, giftDeliveryTime } from './gift-delivery.ts'

describe('giftDeliveryTime', () => {
  it.each([
    // Winter: Israel is UTC+2
    ['2026-01-15', '2026-01-15T07:00:00.000Z'],
    // The day before summer time starts, and the day it starts (at 02:00, Friday 27 March 2026)
    ['2026-03-26', '2026-03-26T07:00:00.000Z'],
    ['2026-03-27', '2026-03-27T06:00:00.000Z'],
    // Summer: UTC+3
    ['2026-07-01', '2026-07-01T06:00:00.000Z'],
    // The day before summer time ends, and the day it ends (at 02:00, Sunday 25 October 2026)
    ['2026-10-24', '2026-10-24T06:00:00.000Z'],
    ['2026-10-25', '2026-10-25T07:00:00.000Z'],
  ])('sends a gift due on %s at 09:00 Israel time (%s)', (date, instant) => {
    expect(giftDeliveryTime(date).toISOString()).toBe(instant)
  })
})

describe('giftDeliveryDateRange', () => {
  it("counts days on Israel's calendar, whatever the UTC date", () => {
    // 23:30 UTC on 31 December is already 1 January in Israel.
    expect(giftDeliveryDateRange(Date.parse('2025-12-31T23:30:00Z'))).toEqual({
      min: '2026-01-02',
      max: '2026-03-02',
    })
  })
})

describe('a gift delivery date in the order', () => {
  const gift = (giftDeliveryDate: string) => ({
    reports: [
      {
        subjectName: 'נועה לוי',
        dateOfBirth: '1990-05-17',
        phone: '052-1234567',
        isGift: true,
        recipientEmail: 'friend@example.co.il',
        giftDeliveryDate,
      },
    ],
  })
  const { min, max } = giftDeliveryDateRange()

  it('accepts tomorrow, 60 days ahead and none at all', () => {
    for (const date of [min, max, ''])
      expect(createOrderSchema.safeParse(gift(date)).success).toBe(true)
  })

  it.each([
    ['today', shopDate(), 'אפשר לבחור תאריך מסירה ממחר ועד 60 ימים קדימה'],
    ['61 days ahead', shopDate(Date.now(), 61), 'אפשר לבחור תאריך מסירה ממחר ועד 60 ימים קדימה'],
    ['a past date', '2020-01-01', 'אפשר לבחור תאריך מסירה ממחר ועד 60 ימים קדימה'],
    ['no date', '2026-13-01', 'תאריך המסירה אינו תקין'],
    ['not a date', 'מחר', 'תאריך המסירה אינו תקין'],
  ])('refuses %s', (_label, date, message) => {
    const result = createOrderSchema.safeParse(gift(date))
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message])
  })

  it('drops the date of a report that is not a gift', () => {
    const parsed = createOrderSchema.parse({
      reports: [{ ...gift(max).reports[0]!, isGift: false }],
    })
    expect(parsed.reports[0]!.giftDeliveryDate).toBeUndefined()
  })
})
