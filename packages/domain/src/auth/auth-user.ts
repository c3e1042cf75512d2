import { authMessages as m } from '../messages/auth.ts'

/** The signed-in user as every auth call answers it. */
export interface AuthUser {
  userId: string
  name: string | null
  email: string
  phone: string | null
  loginIds: string[]
  tenants: { tenantId: string }[]
  roles: string[]
  /** Whether the owner opened the verification link; unverified accounts can still order. */
  emailVerified: boolean
}

export interface AuthSession {
  sessionJwt: string
  refreshJwt: string
  user: AuthUser
}

/** A user is a manager when any of the user's tenants is the admin tenant. */
export function isAdminUser(user: Pick<AuthUser, 'tenants'>, adminTenantId: string): boolean {
  return user.tenants.some((tenant) => tenant.tenantId === adminTenantId)
}

/** The account menu's label: the name, else the e-mail, else a generic label. */
export function accountLabel(user: Pick<AuthUser, 'name' | 'email'> | null | undefined): string {
  return user?.name?.trim() || user?.email || m.accountLabelFallback
}
