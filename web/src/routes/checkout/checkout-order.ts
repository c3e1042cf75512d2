import {
  type CreateOrderInput,
  orderMessages,
  pendingReportSchema,
  toCreateOrderInput,
} from '@shop/domain'
import { toaster } from '../../components/ui/toaster'
import type { BuyerOrder } from '@shop/domain'
import { checkoutVisitAtom, type CheckoutVisit } from '../../lib/checkout-visit'
import { ordersApi } from '../../lib/orders-api'
import type { ReportDraft } from '../../lib/pending-reports'
import { sessionStore } from '../../lib/session-state'

/** The create payload for the stored reports, or null when there are none or one is incomplete. */
export function orderInputFrom(drafts: readonly ReportDraft[]): CreateOrderInput | null {
  const parsed = drafts.map((draft) => pendingReportSchema.safeParse(draft))
  if (parsed.length === 0) return null
  const reports = []
  for (const result of parsed) {
    if (!result.success) return null
    reports.push(result.data)
  }
  return toCreateOrderInput(reports)
}

/**
 * The phone on the first map that is not a gift, most likely the buyer's own: the billing phone
 * to offer when the account has none. Empty when every map is a gift.
 */
export function ownMapPhone(drafts: readonly ReportDraft[]): string {
  return drafts.find((draft) => !draft.isGift)?.phone ?? ''
}

/**
 * Creates (or finds again, by the visit's key) the order of this checkout visit. The server
 * answers the same key with the same order, so asking twice is safe.
 */
export async function createVisitOrder(
  visit: CheckoutVisit,
  input: CreateOrderInput,
  { announce }: { announce: boolean },
): Promise<BuyerOrder> {
  const key = visit.idempotencyKey
  const { order } = await ordersApi.createOrder(
    { ...input, couponCode: visit.couponCode ?? undefined },
    key,
  )
  if (sessionStore.get(checkoutVisitAtom)?.idempotencyKey === key) {
    sessionStore.set(checkoutVisitAtom, { ...visit, orderId: order.id })
  }
  if (announce) toaster.create({ id: key, type: 'success', title: orderMessages.created })
  return order
}
