import type { AuthUser } from '@shop/domain'

// Key names from the specification: the session token lives only as long as the tab, the refresh
// token survives reloads and new tabs, the admin flag is informational (the server decides).
export const storageKeys = {
  sessionToken: 'sessionToken',
  refreshToken: 'refreshToken',
  adminSession: 'adminSession',
  signedInAddresses: 'signedInAddresses',
} as const

/** How many addresses this browser remembers having signed in with, the latest kept. */
const rememberedAddresses = 20

/**
 * An address as this browser remembers it: a short hash (FNV-1a), so local storage holds no list
 * of who signed in on it. A collision only opens the sign-in tab for a new address.
 */
function addressHash(email: string): string {
  let hash = 0x811c9dc5
  for (const char of email.trim().toLowerCase()) {
    hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0
  }
  return hash.toString(36)
}

function signedInAddresses(): string[] {
  try {
    const stored: unknown = JSON.parse(read(local, storageKeys.signedInAddresses) ?? '[]')
    return Array.isArray(stored) ? stored.filter((item) => typeof item === 'string') : []
  } catch {
    return []
  }
}

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
  /**
   * Whether this browser has signed in with the address. The sign-in page never asks the server
   * whether an address has an account (the answer would tell anyone who is a customer): this is
   * all it knows, and it survives signing out.
   */
  hasSignedInWith: (email: string) => signedInAddresses().includes(addressHash(email)),
  rememberSignIn(email: string): void {
    const hash = addressHash(email)
    const others = signedInAddresses().filter((item) => item !== hash)
    const kept = [...others, hash].slice(-rememberedAddresses)
    write(local, storageKeys.signedInAddresses, JSON.stringify(kept))
  },
}
