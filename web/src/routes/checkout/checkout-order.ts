import { he, pendingReportSchema, toCreateOrderInput, type CreateOrderInput } from '@shop/domain'
import { toaster } from '../../components/ui/toaster'
import type { BuyerOrder } from '@shop/domain'
import { readCheckoutVisit, saveCheckoutVisit, type CheckoutVisit } from '../../lib/checkout-visit'
import { ordersApi } from '../../lib/orders-api'
import type { ReportDraft } from '../../lib/pending-reports'

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

// One request per idempotency key for the life of the page: StrictMode runs the entry effect
// twice, and the second run must share the first one's order rather than race it.
const ordersByKey = new Map<string, Promise<BuyerOrder>>()

/** Creates (or finds again, by the visit's key) the order of this checkout visit. */
export function createOrderOnce(
  visit: CheckoutVisit,
  input: CreateOrderInput,
  { announce }: { announce: boolean },
): Promise<BuyerOrder> {
  const key = visit.idempotencyKey
  let pending = ordersByKey.get(key)
  if (!pending) {
    pending = ordersApi
      .createOrder({ ...input, couponCode: visit.couponCode ?? undefined }, key)
      .then(({ order }) => {
        if (readCheckoutVisit()?.idempotencyKey === key) {
          saveCheckoutVisit({ ...visit, orderId: order.id })
        }
        if (announce) toaster.create({ id: key, type: 'success', title: he.order.created })
        return order
      })
    // A failed attempt may be retried with the same key.
    pending.catch(() => ordersByKey.delete(key))
    ordersByKey.set(key, pending)
  }
  return pending
}
