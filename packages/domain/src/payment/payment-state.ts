import { defineStateMachine } from '../state/state-machine.ts'
import { paymentAttemptStatuses, type PaymentAttemptStatus } from './payment-attempt-status.ts'

/**
 * Which status may follow which for a payment attempt (payment-attempt-status.ts says what each
 * means). The only code that changes it is the transition that runs this table (packages/core,
 * transition.ts). An attempt given up as `failed` may still be refunded: the provider can make its
 * charge after the shop stopped waiting for it, and that money goes back. `authorized` waits for a
 * manager, who settles it with the provider by hand.
 */
export const paymentStateMachine = defineStateMachine<PaymentAttemptStatus>(
  'payment',
  paymentAttemptStatuses,
  {
    pending: ['captured', 'refunded', 'authorized', 'failed'],
    authorized: [],
    captured: ['refunded'],
    refunded: [],
    failed: ['refunded', 'authorized'],
  },
)
