import type { EventName } from '../events.ts'
import { defineStateMachine } from '../state/state-machine.ts'
import { orderStatuses, type OrderStatus } from './order-status.ts'

/**
 * Which status may follow which. The only code that changes an order's status is the transition
 * that runs this table (packages/core, transition.ts). A paid order may be cancelled (and
 * refunded) until its maps are delivered; after that only when a manager accepts the buyer's
 * request to cancel, since the law's right to cancel ends at delivery but a shop may still refund.
 */
export const orderStateMachine = defineStateMachine<OrderStatus>('order', orderStatuses, {
  pending: ['paid', 'cancelled'],
  paid: ['processing', 'ready', 'cancelled'],
  processing: ['ready', 'cancelled'],
  ready: ['completed', 'cancelled'],
  completed: ['cancelled'],
  cancelled: [],
})

/** The event each order transition records, in the same transaction as the change. */
export const orderTransitionEvents: Partial<Record<OrderStatus, EventName>> = {
  paid: 'order.paid',
  ready: 'order.ready',
  cancelled: 'order.cancelled',
}

export const orderTransitions = orderStateMachine.transitions

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return orderStateMachine.canTransition(from, to)
}

/** Statuses from which an order may move to `to`. */
export function statusesBefore(to: OrderStatus): OrderStatus[] {
  return orderStateMachine.statusesBefore(to)
}

/** Paid and beyond: what counts as revenue and as a purchase. */
export const paidStatuses: readonly OrderStatus[] = ['paid', 'processing', 'ready', 'completed']

/**
 * Paid orders none of whose maps was delivered (a ready report has been e-mailed and is
 * downloadable): a manager cancels them with a refund, and a buyer's request cancels them at once
 * within the 14 days. A delivered one is cancelled only by a manager accepting a buyer's request.
 */
export const refundableStatuses: readonly OrderStatus[] = ['paid', 'processing']

/** Paid but not yet ready: the orders the delivery promise and its reminders are about. */
export const awaitingDeliveryStatuses: readonly OrderStatus[] = statusesBefore('ready')
