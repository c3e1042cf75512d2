import type { AuthUser } from '@shop/domain'

// Key names from the specification: the session token lives only as long as the tab, the refresh
// token survives reloads and new tabs, the admin flag is informational (the server decides).
export const storageKeys = {
  sessionToken: 'sessionToken',
  refreshToken: 'refreshToken',
  adminSession: 'adminSession',
} as const

// Storage can be unavailable (blocked cookies, some private modes); the shop then simply forgets.
function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key)
  } catch {
    return null
  }
}

function write(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key)
    else storage().setItem(key, value)
  } catch {
    // see read()
  }
}

const session = () => window.sessionStorage
const local = () => window.localStorage

export const tokenStorage = {
  sessionToken: () => read(session, storageKeys.sessionToken),
  refreshToken: () => read(local, storageKeys.refreshToken),
  saveTokens(sessionToken: string, refreshToken: string): void {
    write(session, storageKeys.sessionToken, sessionToken)
    write(local, storageKeys.refreshToken, refreshToken)
  },
  clearTokens(): void {
    write(session, storageKeys.sessionToken, null)
    write(local, storageKeys.refreshToken, null)
  },
  saveAdminSession(user: Pick<AuthUser, 'name' | 'email' | 'loginIds'>): void {
    const { name, email, loginIds } = user
    write(session, storageKeys.adminSession, JSON.stringify({ name, email, loginIds }))
  },
  clearAdminSession(): void {
    write(session, storageKeys.adminSession, null)
  },
}
