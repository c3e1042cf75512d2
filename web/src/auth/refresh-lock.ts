/**
 * Runs a refresh while holding a lock shared by every tab of the shop. Refresh tokens rotate and a
 * spent one presented again revokes the whole family, so two tabs must never refresh at once. The
 * token the last tab stored may still be on its way to this tab's storage when the lock is
 * granted; the server's grace for a token just spent covers that moment. Browsers without the Web
 * Locks API (or pages outside a secure context) run it directly.
 */
export function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined' || !('locks' in navigator) || !navigator.locks) return task()
  // The DOM typing does not unwrap the callback's promise; the lock's promise settles with T.
  return navigator.locks.request('shop-session-refresh', () => task()) as Promise<T>
}
