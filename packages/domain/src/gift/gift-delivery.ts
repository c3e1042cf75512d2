import { fromShopWallClock, shopDate } from '../dates.ts'

/** How far ahead a buyer may set a gift's delivery date. */
export const giftDeliveryMaxDays = 60

/**
 * How long an e-mailed direct download link (a gift's, or the buyer's own map's) works. A gift
 * delivered before its buyer deleted the account is kept this long after the deletion, since a
 * link e-mailed before it works until then.
 */
export const downloadLinkDays = 30

/** The hour (Israel time) a gift's map e-mail goes out on its delivery date: a morning surprise. */
export const giftDeliveryHour = 9

/** The earliest and latest delivery dates a buyer may choose on a given day (YYYY-MM-DD). */
export function giftDeliveryDateRange(now: Date | number = Date.now()) {
  return { min: shopDate(now, 1), max: shopDate(now, giftDeliveryMaxDays) }
}

/** When the map e-mail of a gift to be delivered on `date` (YYYY-MM-DD) may go out. */
export function giftDeliveryTime(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return fromShopWallClock(year, month, day, giftDeliveryHour)
}
