import { authMessages, type AuthSession, type AuthUser, type LoginInput } from '@shop/domain'
import { authApi } from '../../auth/auth-api'
import { applySession, signOut } from '../../auth/auth-session'
import { authAtom, authStore } from '../../auth/auth-state'
import { tokenStorage } from '../../auth/token-storage'
import { ApiError } from '../../lib/api-client'
import { queryClient } from '../../lib/query-client'
import { queryKeys } from '../../lib/query-keys'
import { adminLoginErrorMessage } from './admin-login-error'

export type AdminSignInResult = { ok: true } | { ok: false; message: string }

/**
 * Signs in and asks the server whether this user is a manager before keeping the session. A
 * refused user ends signed out: the new session is revoked and so is any earlier one in this
 * browser, so a failed manager login never leaves a half-signed-in state behind.
 */
export async function signInAsAdmin(credentials: LoginInput): Promise<AdminSignInResult> {
  let session: AuthSession | undefined
  try {
    session = await authApi.login(credentials)
  } catch (error) {
    return { ok: false, message: adminLoginErrorMessage(error) }
  }
  if (!session?.sessionJwt) return { ok: false, message: authMessages.noSessionToken }

  if (authStore.get(authAtom).status === 'authenticated') {
    await signOut().catch((error: unknown) => console.error('Logout failed', error))
  }
  let access: { user: AuthUser }
  try {
    access = await authApi.adminSession({
      headers: { Authorization: `Bearer ${session.sessionJwt}` },
    })
  } catch (error) {
    authApi
      .logout(session.refreshJwt)
      .catch((logoutError: unknown) => console.error('Logout failed', logoutError))
    const refused = error instanceof ApiError && error.status === 403
    return {
      ok: false,
      message: refused ? authMessages.adminUnauthorizedLong : authMessages.loginFallback,
    }
  }
  // This answer is the dashboard's guard and renewed the queue board's cookie: kept as both, so
  // the dashboard does not wait for the same question twice more
  queryClient.setQueryData(queryKeys.account.adminAccess(session.user.userId), access)
  queryClient.setQueryData(queryKeys.boardSession(session.sessionJwt), access)
  applySession(session)
  tokenStorage.saveAdminSession(session.user)
  return { ok: true }
}
