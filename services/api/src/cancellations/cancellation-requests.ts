import type { EntityManager } from '@mikro-orm/postgresql'
import {
  emailKinds,
  openCancellationRequest,
  recordEmail,
  transitionCancellationRequest,
} from '@shop/core'
import { linkTokenHash, typedSql } from '@shop/db'
import {
  cancelsAtOnce,
  cancellableOrderStatuses,
  he,
  type CancellationAnswer,
  type CancellationChannel,
} from '@shop/domain'
import { AppError } from '../http/app-error.ts'
import { cancelOrder, cancellationOrder, type CancelOrderDeps } from '../orders/cancel-order.ts'

/** What settling a request needs: what cancelling its order needs. */
export type CancellationDeps = CancelOrderDeps

/**
 * Refuses a request for an order that was never paid or is already cancelled, or asked twice.
 * Inside a transaction, `lock` holds the order until it ends, so two requests settling at once
 * cannot both pass.
 */
export async function checkCancellable(db: EntityManager, orderId: string, lock = false) {
  const order = await cancellationOrder(db, orderId, { lock })
  if (!order) throw new AppError('notFound', he.order.orderNotFound)
  if (!(cancellableOrderStatuses as readonly string[]).includes(order.status)) {
    throw new AppError('conflict', he.cancellation.errors.orderNotCancellable)
  }
  const open = await typedSql(db)
    .selectFrom('cancellation_requests')
    .select('id')
    .where('order_id', '=', orderId)
    .where('status', '=', 'received')
    .executeTakeFirst()
  if (open) throw new AppError('conflict', he.cancellation.errors.openRequestExists)
  return order
}

/** Acknowledges a request by e-mail, with its date and reference number, in the caller's change. */
async function acknowledge(tx: EntityManager, requestId: string, orderId: string) {
  const order = await cancellationOrder(tx, orderId)
  await recordEmail(tx, {
    key: emailKinds['cancellation-received'].key(requestId),
    template: 'cancellation-received',
    to: { accountEmail: order!.accountEmail, billingEmail: order!.billingEmail },
    orderId,
    context: { requestId },
  })
}

/**
 * Runs the one cancellation path for a request: refund, credit invoice, coupon and reminders,
 * the buyer's e-mail, and the request marked accepted, all in one transaction. Settled by the
 * rules (no manager), it cancels only what was not delivered; a manager's acceptance also
 * refunds maps already delivered, which is the manager's call to make.
 */
export async function acceptRequest(
  deps: CancellationDeps,
  request: { id: string; orderId: string; referenceNumber: number; reason: string | null },
  managerId: string | null,
  alsoAcknowledge: boolean,
) {
  await cancelOrder(
    deps,
    request.orderId,
    managerId,
    he.cancellation.orderCancelReason(request.referenceNumber, request.reason),
    {
      alongside: async (tx) => {
        await transitionCancellationRequest(tx, request.id, 'accepted', {
          managerId: managerId ?? undefined,
        })
        if (alsoAcknowledge) await acknowledge(tx, request.id, request.orderId)
      },
      evenIfDelivered: managerId !== null,
    },
  )
}

/**
 * Settles a request just made or confirmed: cancelled at once when the law gives the buyer that
 * (paid, nothing delivered, within 14 days), else recorded for a manager. Either way the buyer is
 * acknowledged. Should the refund fail, the request waits for a manager rather than being lost.
 */
export async function settleRequest(
  deps: CancellationDeps,
  requestId: string,
): Promise<CancellationAnswer> {
  const request = await typedSql(deps.em.fork())
    .selectFrom('cancellation_requests')
    .select(['id', 'order_id as orderId', 'reference_number as referenceNumber', 'reason'])
    .where('id', '=', requestId)
    .executeTakeFirstOrThrow()
  const order = await cancellationOrder(deps.em.fork(), request.orderId)
  if (order && cancelsAtOnce(order)) {
    try {
      await acceptRequest(deps, request, null, true)
      deps.logger.info({ requestId, orderId: request.orderId }, 'cancelled at the buyer’s request')
      return { referenceNumber: request.referenceNumber, status: 'accepted' }
    } catch (error) {
      deps.logger.warn(
        { err: error, requestId, orderId: request.orderId },
        'a cancellation due at once waits for a manager',
      )
    }
  }
  // Checked again: the order may have been cancelled, or another request opened, since this one
  // was made (a link is confirmed up to a day later)
  await deps.em.fork().transactional(async (tx) => {
    await checkCancellable(tx, request.orderId, true)
    await transitionCancellationRequest(tx, requestId, 'received')
    await acknowledge(tx, requestId, request.orderId)
  })
  return { referenceNumber: request.referenceNumber, status: 'received' }
}

/** A request made by a signed-in buyer, or recorded by a manager from a call or an e-mail. */
export async function submitRequest(
  deps: CancellationDeps,
  request: {
    orderId: string
    channel: CancellationChannel
    reason: string | null
    managerId: string | null
  },
): Promise<CancellationAnswer> {
  const { id } = await deps.em.fork().transactional(async (tx) => {
    await checkCancellable(tx, request.orderId)
    return openCancellationRequest(tx, request)
  })
  return settleRequest(deps, id)
}

/**
 * The e-mailed link of a request made without signing in, used once: an unknown, spent or
 * expired token is refused with one message, whichever it was.
 */
export async function confirmRequest(
  deps: CancellationDeps,
  token: string,
): Promise<CancellationAnswer> {
  const request = await typedSql(deps.em.fork())
    .selectFrom('cancellation_requests')
    .select(['id', 'status', 'token_expires_at as expiresAt'])
    .where('token_hash', '=', linkTokenHash(token))
    .executeTakeFirst()
  if (
    !request ||
    request.status !== 'unconfirmed' ||
    !request.expiresAt ||
    new Date(request.expiresAt).getTime() < Date.now()
  ) {
    throw new AppError('notFound', he.cancellation.errors.linkInvalid)
  }
  return settleRequest(deps, request.id)
}
