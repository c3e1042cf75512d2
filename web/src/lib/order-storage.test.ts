import { createStore } from 'jotai'
import { RESET } from 'jotai/utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { appliedCouponAtom, appliedCouponKey } from './applied-coupon'
import { checkoutVisitAtom, checkoutVisitWith, forgetCheckoutVisitOf } from './checkout-visit'
import {
  hasMissingRequiredFields,
  newReportDraft,
  pendingReportsAtom,
  pendingReportsKey,
  withGiftCard,
} from './pending-reports'
import { clearOrderDrafts } from './order-drafts'

/**
 * A tab whose session storage holds `items` (or is `stored`: the same tab after a reload); its
 * atoms read them back as they mount.
 */
function tab(items: Record<string, string> | Map<string, string> = {}) {
  const stored = items instanceof Map ? items : new Map(Object.entries(items))
  vi.stubGlobal('window', {
    sessionStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    },
  })
  const store = createStore()
  for (const atom of [pendingReportsAtom, checkoutVisitAtom, appliedCouponAtom]) {
    store.sub(atom, () => undefined)
  }
  return { stored, store }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

const dana = {
  ...newReportDraft(),
  fullName: 'דנה כהן',
  dateOfBirth: '1990-05-17',
  phone: '0501234567',
}

describe('pending reports', () => {
  it('are kept under pendingReports and read back as they were typed', () => {
    const { stored, store } = tab()
    const gift = { ...newReportDraft(true), fullName: 'רון', recipientEmail: 'ron@example.com' }
    store.set(pendingReportsAtom, [dana, gift])
    expect(JSON.parse(stored.get(pendingReportsKey)!)).toHaveLength(2)
    expect(tab(stored).store.get(pendingReportsAtom)).toEqual([dana, gift])
    store.set(pendingReportsAtom, RESET)
    expect(stored.has(pendingReportsKey)).toBe(false)
    expect(store.get(pendingReportsAtom)).toEqual([])
  })

  it('read nothing from garbage, and fill fields missing from an older shape', () => {
    expect(tab({ [pendingReportsKey]: '{not json' }).store.get(pendingReportsAtom)).toEqual([])
    const older = JSON.stringify([{ id: 'a', fullName: 'דנה', isGift: 'x' }])
    expect(tab({ [pendingReportsKey]: older }).store.get(pendingReportsAtom)).toEqual([
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
    const { stored, store } = tab()
    const coupon = { code: 'WELCOME10', discountAmount: '36.00', description: null }
    store.set(appliedCouponAtom, coupon)
    expect(JSON.parse(stored.get(appliedCouponKey)!)).toEqual(coupon)
    expect(tab(stored).store.get(appliedCouponAtom)).toEqual(coupon)
    store.set(appliedCouponAtom, RESET)
    expect(stored.has(appliedCouponKey)).toBe(false)
    expect(store.get(appliedCouponAtom)).toBeNull()
  })

  it('is ignored when the stored value is not a coupon', () => {
    const { store } = tab({ [appliedCouponKey]: JSON.stringify({ code: '' }) })
    expect(store.get(appliedCouponAtom)).toBeNull()
  })
})

describe('the checkout visit', () => {
  it('keeps its idempotency key, so a reload and edited reports find the same order', () => {
    const { stored, store } = tab()
    const first = checkoutVisitWith('WELCOME10', store)
    expect(first.idempotencyKey).toMatch(/^[0-9a-f]{32}$/)
    const reloaded = tab(stored).store
    expect(reloaded.get(checkoutVisitAtom)).toEqual(first)
    expect(checkoutVisitWith(null, reloaded)).toEqual({ ...first, couponCode: null })
    expect(reloaded.get(checkoutVisitAtom)?.couponCode).toBeNull()
  })

  it('starts afresh once forgotten', () => {
    const { stored, store } = tab()
    const first = checkoutVisitWith(null, store)
    store.set(checkoutVisitAtom, RESET)
    expect(store.get(checkoutVisitAtom)).toBeNull()
    expect(stored.size).toBe(0)
    expect(checkoutVisitWith(null, store).idempotencyKey).not.toBe(first.idempotencyKey)
  })

  it('reads as none when the stored one is not a visit', () => {
    const { store } = tab({ checkoutVisit: JSON.stringify({ idempotencyKey: 'short' }) })
    expect(store.get(checkoutVisitAtom)).toBeNull()
  })

  it('is forgotten when the order it made is deleted, and only then', () => {
    const { store } = tab()
    const visit = { ...checkoutVisitWith(null, store), orderId: 'order-1' }
    store.set(checkoutVisitAtom, visit)
    forgetCheckoutVisitOf('order-2', store)
    expect(store.get(checkoutVisitAtom)).toEqual(visit)
    forgetCheckoutVisitOf('order-1', store)
    expect(store.get(checkoutVisitAtom)).toBeNull()
  })
})

describe('order drafts on logout and account deletion', () => {
  it('are all forgotten, and nothing else is', () => {
    const { stored, store } = tab({ sessionToken: 'kept by its own owner' })
    store.set(pendingReportsAtom, [dana])
    checkoutVisitWith(null, store)
    store.set(appliedCouponAtom, { code: 'SAVE10', discountAmount: '18.00', description: null })
    expect(stored.size).toBe(4)
    clearOrderDrafts(store)
    expect([...stored.keys()]).toEqual(['sessionToken'])
    expect(store.get(pendingReportsAtom)).toEqual([])
  })
})
