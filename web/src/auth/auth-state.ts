import type { AuthUser } from '@shop/domain'
import { atom, getDefaultStore, useAtomValue } from 'jotai'

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated'

export interface AuthState {
  status: AuthStatus
  user: AuthUser | null
  sessionToken: string | null
  refreshToken: string | null
}

export const signedOut: AuthState = {
  status: 'unauthenticated',
  user: null,
  sessionToken: null,
  refreshToken: null,
}

export const authAtom = atom<AuthState>({ ...signedOut, status: 'loading' })

/** The store the app renders from; the session code outside React reads and writes it too. */
export const authStore = getDefaultStore()

export function useAuth(): AuthState {
  return useAtomValue(authAtom, { store: authStore })
}
