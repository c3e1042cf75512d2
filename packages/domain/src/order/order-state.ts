import type { OrderStatus } from './order-status.ts'

/** Which status may follow which. Every transition of an order goes through this table. */
export const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'cancelled'],
  paid: ['processing', 'ready'],
  processing: ['ready'],
  ready: ['completed'],
  completed: [],
  cancelled: [],
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions[from].includes(to)
}

/** Statuses from which an order may move to `to`, for guarded UPDATE ... WHERE status IN (...). */
export function statusesBefore(to: OrderStatus): OrderStatus[] {
  return (Object.keys(orderTransitions) as OrderStatus[]).filter((from) => canTransition(from, to))
}

/** Paid and beyond: what counts as revenue and as a purchase. */
export const paidStatuses: readonly OrderStatus[] = ['paid', 'processing', 'ready', 'completed']

/** Paid but not yet ready: the orders the delivery promise and its reminders are about. */
export const awaitingDeliveryStatuses: readonly OrderStatus[] = statusesBefore('ready')
