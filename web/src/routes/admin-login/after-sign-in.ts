import type { NavigateFunction } from 'react-router-dom'

/** The queue board is served by the API, not by this app, so reaching it needs a page load. */
const queueBoard = '/admin/queues'

export type SignInTarget = { kind: 'dashboard'; path: '/admin' } | { kind: 'board'; path: string }

/**
 * Where a manager goes once signed in: back to the queue board when the board sent them here (its
 * cookie expires with the session), otherwise the dashboard. Only board paths are honoured, so a
 * crafted link cannot send a freshly signed-in manager anywhere else.
 */
export function signInTarget(search: string): SignInTarget {
  const next = new URLSearchParams(search).get('next')
  const isBoard =
    next !== null &&
    (next === queueBoard || next.startsWith(`${queueBoard}/`)) &&
    /^[\w\-/.]*$/.test(next) &&
    !next.includes('..')
  return isBoard ? { kind: 'board', path: next } : { kind: 'dashboard', path: '/admin' }
}

/** The dashboard is a page of this app; the board needs the browser to load it from the server. */
export function goToSignInTarget(target: SignInTarget, navigate: NavigateFunction) {
  if (target.kind === 'board') window.location.replace(target.path)
  else void navigate(target.path, { replace: true })
}
