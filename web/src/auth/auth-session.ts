import type { AuthSession } from '@shop/domain'
import {
  refreshDelayMs,
  sessionExpiresAt,
  sessionNeedsRefresh,
  sessionRefreshMinRemainingMs,
} from '@shop/domain'
import { startTransition } from 'react'
import { ApiError, setApiAuth } from '../lib/api-client'
import { queryClient } from '../lib/query-client'
import { queryKeys } from '../lib/query-keys'
import { authApi } from './auth-api'
import { authAtom, authStore, signedOut, type AuthState } from './auth-state'
import { withRefreshLock } from './refresh-lock'
import { storageKeys, tokenStorage } from './token-storage'

const retryDelayMs = 15_000
const startRetryPausesMs = [0, 1_000, 3_000]

let refreshTimer: ReturnType<typeof setTimeout> | undefined
let refreshing: Promise<boolean> | null = null
let started: Promise<void> | null = null
// Bumped whenever the session is dropped or replaced, so a refresh already on its way cannot sign
// the user back in after a logout or a 401, nor put back the older account it read (a verified
// address shown unverified again) after a sign-in or an e-mailed link.
let generation = 0
let restoring = false

/**
 * The session restored as a page starts redraws the header and all that reads the account, on a
 * phone a long task just after the page became interactive. Written while restoring, the state is
 * a transition: React draws it in short slices. A sign-in or sign-out is drawn at once, as the
 * navigation that follows it expects.
 */
function writeAuth(state: AuthState): void {
  if (restoring) startTransition(() => authStore.set(authAtom, state))
  else authStore.set(authAtom, state)
}

/** Restores the session from the stored refresh token; safe to call more than once. */
export function startAuth(): Promise<void> {
  started ??= restoreSession()
  return started
}

/** Keeps a session the server has just issued (a sign-in, an e-mailed link) in place of any other. */
export function applySession(session: AuthSession): void {
  generation += 1
  keepSession(session)
}

/** Keeps a fresh session: stored, in the state, and refreshed shortly before it expires. */
function keepSession(session: AuthSession): void {
  tokenStorage.saveTokens(session.sessionJwt, session.refreshJwt)
  tokenStorage.rememberSignIn(session.user.email)
  writeAuth({
    status: 'authenticated',
    user: session.user,
    sessionToken: session.sessionJwt,
    refreshToken: session.refreshJwt,
  })
  scheduleRefresh(session.sessionJwt)
}

/** Forgets the session here (tokens, user, admin flag) without calling the server. */
export function clearSession(): void {
  generation += 1
  clearTimeout(refreshTimer)
  tokenStorage.clearTokens()
  tokenStorage.clearAdminSession()
  writeAuth(signedOut)
  // Whoever signs in next in this tab must not be shown the last account's orders or dashboard
  for (const queryKey of [queryKeys.account.all, queryKeys.buyer.all, queryKeys.admin.all]) {
    queryClient.removeQueries({ queryKey })
  }
}

/**
 * Forgets the order drafts of this tab (someone else's name, birth date and phone among them).
 * Loaded when needed: the drafts' schemas would otherwise come with every page.
 */
export async function forgetOrderDrafts(): Promise<void> {
  const { clearOrderDrafts } = await import('../lib/order-drafts')
  clearOrderDrafts()
}

/**
 * Revokes the session on the server and forgets it here, with the order drafts of this tab, even
 * when the server call fails.
 */
export async function signOut(): Promise<void> {
  await refreshing?.catch(() => false)
  const refreshJwt = tokenStorage.refreshToken()
  try {
    if (refreshJwt) await authApi.logout(refreshJwt)
  } finally {
    clearSession()
    await forgetOrderDrafts()
  }
}

/** One refresh at a time: callers arriving while one runs share its outcome. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= withRefreshLock(rotateSession).finally(() => {
    refreshing = null
  })
  return refreshing
}

async function rotateSession(): Promise<boolean> {
  const startedIn = generation
  // Read inside the lock: another tab may have rotated the token a moment ago.
  const refreshJwt = tokenStorage.refreshToken()
  if (!refreshJwt) {
    clearSession()
    return false
  }
  try {
    const session = await authApi.refresh(refreshJwt)
    if (generation !== startedIn) {
      authApi.logout(session.refreshJwt).catch(() => undefined)
      return false
    }
    keepSession(session)
    return true
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 400)) {
      if (generation === startedIn) clearSession()
      return false
    }
    throw error
  }
}

function scheduleRefresh(sessionJwt: string, delay?: number): void {
  clearTimeout(refreshTimer)
  const wait = delay ?? refreshDelayMs(sessionExpiresAt(sessionJwt), Date.now())
  if (wait === undefined) return
  refreshTimer = setTimeout(() => {
    refreshSession().catch((error: unknown) => {
      console.warn('Session refresh failed, will retry', error)
      retryRefresh(sessionJwt)
    })
  }, wait)
}

function retryRefresh(sessionJwt: string): void {
  if (authStore.get(authAtom).sessionToken !== sessionJwt) return
  const expiresAt = sessionExpiresAt(sessionJwt)
  if (expiresAt === undefined) return
  if (expiresAt - Date.now() - retryDelayMs < sessionRefreshMinRemainingMs) return
  scheduleRefresh(sessionJwt, retryDelayMs)
}

async function sessionTokenForRequest(): Promise<string | null> {
  if (refreshing) await refreshing.catch(() => false)
  const { sessionToken } = authStore.get(authAtom)
  // A tab that slept past its refresh timer refreshes before calling rather than earning a 401.
  if (sessionToken && sessionNeedsRefresh(sessionExpiresAt(sessionToken), Date.now())) {
    await refreshSession().catch(() => false)
    return authStore.get(authAtom).sessionToken
  }
  return sessionToken
}

function onUnauthorized(sessionToken: string): void {
  // A late answer to a call made with an older session must not end the current one.
  if (authStore.get(authAtom).sessionToken !== sessionToken) return
  const refreshJwt = tokenStorage.refreshToken()
  clearSession()
  if (refreshJwt) authApi.logout(refreshJwt).catch(() => undefined)
}

/** Another tab signed out (the refresh token vanished) or rotated the token. */
function onStorage(event: StorageEvent): void {
  if (event.key !== null && event.key !== storageKeys.refreshToken) return
  const state = authStore.get(authAtom)
  if (state.status !== 'authenticated') return
  const refreshToken = tokenStorage.refreshToken()
  if (refreshToken) writeAuth({ ...state, refreshToken })
  else clearSession()
}

async function restoreSession(): Promise<void> {
  restoring = true
  try {
    await restoreStoredSession()
  } finally {
    restoring = false
  }
}

async function restoreStoredSession(): Promise<void> {
  setApiAuth({ sessionToken: sessionTokenForRequest, onUnauthorized })
  window.addEventListener('storage', onStorage)
  if (!tokenStorage.refreshToken()) {
    clearSession()
    return
  }
  for (const pause of startRetryPausesMs) {
    await new Promise((resolve) => setTimeout(resolve, pause))
    try {
      await refreshSession()
      return
    } catch (error) {
      console.warn('Could not restore the session', error)
    }
  }
  // The server could not be reached: signed out for now, but the refresh token stays stored so
  // the next visit can still restore the session.
  writeAuth({ ...signedOut, refreshToken: tokenStorage.refreshToken() })
}
