import { adminMessages } from '@shop/domain'
import type { AdminOrder } from '../api/admin-types'

/**
 * Why a manager may not e-mail an order's customer, or null when she may: the server refuses a
 * completed order and an erased account in these words, and a deleted order's customer has
 * nothing more to hear about it.
 */
export function emailBlockedReason(order: AdminOrder): string | null {
  if (order.user_deleted_at) return adminMessages.emailAccountErased
  if (order.deleted_at) return adminMessages.orders.emailOrderDeleted
  if (order.status === 'completed') return adminMessages.emailNotAllowedCompleted
  return null
}
