export const defaultAfterLogin = '/order'

/**
 * Where to go after signing in: the page the guard sent the visitor from (router state `from`),
 * else the order page. Only paths of this site are accepted, so the state cannot send anyone away.
 */
export function redirectTarget(state: unknown): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : null
  if (typeof from !== 'string' || !from.startsWith('/')) return defaultAfterLogin
  if (from.startsWith('//') || from.startsWith('/\\')) return defaultAfterLogin
  if (/^\/(login|admin-login)(?=$|[?#/])/.test(from)) return defaultAfterLogin
  return from
}
