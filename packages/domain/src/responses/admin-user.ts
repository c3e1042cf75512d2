/** A registered customer with what the customer ordered and paid. */
export interface AdminUser {
  id: string
  name: string | null
  email: string
  phone: string | null
  total_orders: number
  total_spent: string
  created_at: string
  deleted_at: string | null
  email_verified: boolean
}
