import { describe, expect, it } from 'vitest'
import {
  appliedCouponKey,
  clearAppliedCoupon,
  readAppliedCoupon,
  saveAppliedCoupon,
} from './applied-coupon'
import {
  checkoutVisitFor,
  clearCheckoutVisit,
  fingerprintOf,
  forgetCheckoutVisitOf,
  readCheckoutVisit,
  saveCheckoutVisit,
  startCheckoutVisit,
} from './checkout-visit'
import {
  clearPendingReports,
  hasMissingRequiredFields,
  newReportDraft,
  pendingReportsKey,
  readPendingReports,
  savePendingReports,
  withGiftCard,
} from './pending-reports'
import { clearOrderDrafts } from './order-drafts'
import type { StorageLike } from './session-json'

function memoryStorage(): StorageLike & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

const dana = {
  ...newReportDraft(),
  fullName: 'דנה כהן',
  dateOfBirth: '1990-05-17',
  phone: '0501234567',
}

describe('pending reports', () => {
  it('are kept under pendingReports and read back as they were typed', () => {
    const storage = memoryStorage()
    const gift = { ...newReportDraft(true), fullName: 'רון', recipientEmail: 'ron@example.com' }
    savePendingReports([dana, gift], storage)
    expect(JSON.parse(storage.items.get(pendingReportsKey)!)).toHaveLength(2)
    expect(readPendingReports(storage)).toEqual([dana, gift])
    clearPendingReports(storage)
    expect(storage.items.has(pendingReportsKey)).toBe(false)
    expect(readPendingReports(storage)).toEqual([])
  })

  it('read nothing from garbage, and fill fields missing from an older shape', () => {
    const storage = memoryStorage()
    storage.setItem(pendingReportsKey, '{not json')
    expect(readPendingReports(storage)).toEqual([])
    storage.setItem(pendingReportsKey, JSON.stringify([{ id: 'a', fullName: 'דנה', isGift: 'x' }]))
    expect(readPendingReports(storage)).toEqual([
      { ...newReportDraft(), id: 'a', fullName: 'דנה', isGift: false },
    ])
  })

  it('give each new card its own id', () => {
    expect(newReportDraft().id).not.toBe(newReportDraft().id)
    expect(newReportDraft(true).isGift).toBe(true)
  })

  it('take a gift link into account when drafts are stored', () => {
    const [kept, added] = withGiftCard([dana], 20)
    expect(kept).toEqual(dana)
    expect(added).toEqual({ ...newReportDraft(true), id: added!.id })
    // An empty card is switched rather than a second one added
    const blank = newReportDraft()
    expect(withGiftCard([dana, blank], 20)).toEqual([dana, { ...blank, isGift: true }])
    // A reload with the same link adds nothing more, and a full order stays full
    const emptyGift = newReportDraft(true)
    expect(withGiftCard([dana, emptyGift], 20)).toEqual([dana, emptyGift])
    expect(withGiftCard([dana, dana], 2)).toEqual([dana, dana])
    expect(withGiftCard([], 20)).toMatchObject([{ isGift: true }])
  })

  it('tell when a name, date of birth or phone is missing', () => {
    expect(hasMissingRequiredFields([dana])).toBe(false)
    expect(hasMissingRequiredFields([dana, { ...dana, phone: '  ' }])).toBe(true)
    expect(hasMissingRequiredFields([{ ...dana, fullName: '' }])).toBe(true)
    expect(hasMissingRequiredFields([{ ...dana, dateOfBirth: '' }])).toBe(true)
  })
})

describe('the applied coupon', () => {
  it('is kept under appliedCoupon with code, discount and description', () => {
    const storage = memoryStorage()
    const coupon = { code: 'WELCOME10', discountAmount: '36.00', description: null }
    saveAppliedCoupon(coupon, storage)
    expect(JSON.parse(storage.items.get(appliedCouponKey)!)).toEqual(coupon)
    expect(readAppliedCoupon(storage)).toEqual(coupon)
    clearAppliedCoupon(storage)
    expect(readAppliedCoupon(storage)).toBeNull()
  })

  it('is ignored when the stored value is not a coupon', () => {
    const storage = memoryStorage()
    storage.setItem(appliedCouponKey, JSON.stringify({ code: '' }))
    expect(readAppliedCoupon(storage)).toBeNull()
  })
})

describe('the checkout visit', () => {
  const reports = fingerprintOf([dana])

  it('keeps its idempotency key for the same reports, so a reload finds the same order', () => {
    const storage = memoryStorage()
    const first = checkoutVisitFor(reports, 'WELCOME10', storage)
    expect(first.idempotencyKey).toMatch(/^[0-9a-f]{32}$/)
    // The coupon was cleared from storage when checkout loaded; the visit still has it
    expect(checkoutVisitFor(reports, null, storage)).toEqual(first)
    expect(checkoutVisitFor(reports, 'WELCOME10', storage)).toEqual(first)
  })

  it('starts afresh when the reports or the coupon changed', () => {
    const storage = memoryStorage()
    const first = checkoutVisitFor(reports, null, storage)
    const otherReports = checkoutVisitFor(fingerprintOf([dana, dana]), null, storage)
    expect(otherReports.idempotencyKey).not.toBe(first.idempotencyKey)
    const withCoupon = checkoutVisitFor(otherReports.fingerprint, 'SPRING', storage)
    expect(withCoupon.idempotencyKey).not.toBe(otherReports.idempotencyKey)
    expect(startCheckoutVisit(reports, null, storage).idempotencyKey).not.toBe(first.idempotencyKey)
    clearCheckoutVisit(storage)
    expect(readCheckoutVisit(storage)).toBeNull()
  })

  it('is forgotten when the order it made is deleted, and only then', () => {
    const storage = memoryStorage()
    const visit = { ...checkoutVisitFor(reports, null, storage), orderId: 'order-1' }
    saveCheckoutVisit(visit, storage)
    forgetCheckoutVisitOf('order-2', storage)
    expect(readCheckoutVisit(storage)).toEqual(visit)
    forgetCheckoutVisitOf('order-1', storage)
    expect(readCheckoutVisit(storage)).toBeNull()
  })

  it('fingerprints by content', () => {
    expect(fingerprintOf([dana])).toBe(fingerprintOf([{ ...dana }]))
    expect(fingerprintOf([dana])).not.toBe(fingerprintOf([{ ...dana, phone: '0501234568' }]))
  })
})

describe('order drafts on logout and account deletion', () => {
  it('are all forgotten, and nothing else is', () => {
    const storage = memoryStorage()
    savePendingReports([dana], storage)
    startCheckoutVisit('fingerprint', null, storage)
    saveAppliedCoupon({ code: 'SAVE10', discountAmount: '18.00', description: null }, storage)
    storage.setItem('sessionToken', 'kept by its own owner')
    clearOrderDrafts(storage)
    expect([...storage.items.keys()]).toEqual(['sessionToken'])
  })
})
