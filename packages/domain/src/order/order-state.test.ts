import { describe, expect, it } from 'vitest'
import { canTransition, orderTransitions, statusesBefore } from './order-state.ts'
import { orderStatuses } from './order-status.ts'

describe('order state machine', () => {
  it('covers every status and only names known ones', () => {
    expect(Object.keys(orderTransitions).sort()).toEqual([...orderStatuses].sort())
    for (const targets of Object.values(orderTransitions)) {
      for (const target of targets) expect(orderStatuses).toContain(target)
    }
  })

  it('follows the documented flow', () => {
    expect(canTransition('pending', 'paid')).toBe(true)
    expect(canTransition('pending', 'cancelled')).toBe(true)
    expect(canTransition('paid', 'processing')).toBe(true)
    expect(canTransition('processing', 'ready')).toBe(true)
    expect(canTransition('ready', 'completed')).toBe(true)
  })

  it('refuses going back or skipping payment', () => {
    expect(canTransition('paid', 'pending')).toBe(false)
    expect(canTransition('pending', 'ready')).toBe(false)
    expect(canTransition('completed', 'ready')).toBe(false)
    expect(canTransition('cancelled', 'paid')).toBe(false)
  })

  it('lists where a status can be reached from', () => {
    expect(statusesBefore('ready').sort()).toEqual(['paid', 'processing'])
    expect(statusesBefore('paid')).toEqual(['pending'])
  })
})
