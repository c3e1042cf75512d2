import { paidStatuses, refundableStatuses } from '../order/order-state.ts'
import type { OrderStatus } from '../order/order-status.ts'
import { defineStateMachine } from '../state/state-machine.ts'

/**
 * A buyer's cancellation request. `unconfirmed`: asked for with an order number and an e-mail
 * address, waiting for the link e-mailed to the order's address (so nobody cancels another's
 * order). `received`: recorded and waiting for a manager. `accepted`: the order was cancelled and
 * refunded. `declined`: a manager refused it, with a reason the buyer is told.
 */
export const cancellationStatuses = ['unconfirmed', 'received', 'accepted', 'declined'] as const
export type CancellationStatus = (typeof cancellationStatuses)[number]

/**
 * Which status may follow which; the transition in packages/core runs it. A request the law lets
 * the buyer cancel at once goes straight to `accepted`; any other waits as `received`.
 */
export const cancellationStateMachine = defineStateMachine<CancellationStatus>(
  'cancellation request',
  cancellationStatuses,
  {
    unconfirmed: ['received', 'accepted'],
    received: ['accepted', 'declined'],
    accepted: [],
    declined: [],
  },
)

/** How a request reached the shop: the site's form, or a manager recording a call or an e-mail. */
export const cancellationChannels = ['site', 'phone', 'email'] as const
export type CancellationChannel = (typeof cancellationChannels)[number]

/** Consumer Protection Law s.14ג: a distance sale may be cancelled within 14 days. */
export const cancellationWindowDays = 14
/** How long the e-mailed confirmation link of a request made without signing in works. */
export const cancellationLinkHours = 24

/**
 * Whether a map of the order reached its buyer: one is ready (e-mailed and downloadable), or the
 * order itself is ready or completed. A delivered order is digital content supplied, cancelled only
 * by a manager accepting a buyer's request.
 */
export function mapsDelivered(order: { status: OrderStatus; deliveredReports: number }): boolean {
  return order.deliveredReports > 0 || order.status === 'ready' || order.status === 'completed'
}

/**
 * Whether the buyer's request cancels the order at once: paid, no map delivered yet (none ready,
 * so none e-mailed or downloadable), and within the 14 days from payment. Otherwise a manager
 * decides: a delivered map is digital content the law lets the shop keep once supplied.
 */
export function cancelsAtOnce(
  order: { status: OrderStatus; paidAt: string | Date | null; deliveredReports: number },
  now: Date = new Date(),
): boolean {
  if (!refundableStatuses.includes(order.status)) return false
  if (mapsDelivered(order) || order.paidAt === null) return false
  const windowEnds = new Date(order.paidAt).getTime() + cancellationWindowDays * 24 * 3600 * 1000
  return now.getTime() <= windowEnds
}

/** Orders a buyer may ask to cancel: paid ones, whatever became of their maps. */
export const cancellableOrderStatuses = paidStatuses
