import { describe, expect, it } from 'vitest'
import { orderStateMachine } from '../order/order-state.ts'
import { paymentStateMachine } from '../payment/payment-state.ts'
import { mapDraftStateMachine } from '../report/map-draft-state.ts'
import { reportStateMachine } from '../report/report-state.ts'
import { defineStateMachine, StateTableError } from './state-machine.ts'

describe('defineStateMachine', () => {
  it('refuses a table with a status missing, unknown, looping to itself or unreachable', () => {
    const statuses = ['a', 'b', 'c'] as const
    type S = (typeof statuses)[number]
    const define = (table: Record<string, readonly string[]>) => () =>
      defineStateMachine<S>('t', statuses, table as Record<S, readonly S[]>)
    expect(define({ a: ['b'], b: ['c'] })).toThrow(StateTableError)
    expect(define({ a: ['b'], b: ['x'], c: [] })).toThrow(/unknown "x"/)
    expect(define({ a: ['b'], b: ['b', 'c'], c: [] })).toThrow(/itself/)
    expect(define({ a: ['b'], b: [], c: [] })).toThrow(/unreachable status\(es\) c/)
    expect(define({ a: ['b'], b: ['c'], c: [], d: [] })).toThrow(/unknown status "d"/)
    expect(define({ a: ['b'], b: ['c'], c: [] })).not.toThrow()
  })

  it('answers where a status can be reached from', () => {
    expect(orderStateMachine.statusesBefore('cancelled').sort()).toEqual([
      'completed',
      'paid',
      'pending',
      'processing',
      'ready',
    ])
    expect(reportStateMachine.statusesBefore('ready').sort()).toEqual([
      'drafted',
      'pending',
      'processing',
    ])
    // A draft is made of a report not yet started or in work, never of a delivered one.
    expect(reportStateMachine.statusesBefore('drafted').sort()).toEqual(['pending', 'processing'])
    expect(reportStateMachine.canTransition('ready', 'processing')).toBe(false)
    expect(orderStateMachine.isStatus('paid')).toBe(true)
    expect(orderStateMachine.isStatus('lost')).toBe(false)
    // A refund follows a capture, or a charge the provider made after the attempt was given up.
    expect(paymentStateMachine.statusesBefore('refunded').sort()).toEqual([
      'captured',
      'failed',
      'pending',
    ])
    expect(mapDraftStateMachine.statusesBefore('drafted')).toEqual(['queued'])
  })
})
