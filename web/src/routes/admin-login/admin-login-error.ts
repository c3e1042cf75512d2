import { authMessages as auth } from '@shop/domain'
import { ApiError } from '../../lib/api-client'

/** The admin login's wording for a failed sign-in (specification, section 8). */
export function adminLoginErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return auth.loginFallback
  if (error.code === auth.errorCodes.passwordSignInDisabled || /disabled/i.test(error.message)) {
    return auth.passwordSignInDisabled
  }
  if (
    error.code === auth.errorCodes.invalidCredentials ||
    error.status === 401 ||
    /user not found|wrong password|invalid/i.test(error.message)
  ) {
    return auth.invalidCredentials
  }
  // Too many attempts: the server's own message says to wait, which the fallback would not
  if (error.status === 429) return error.message
  return auth.loginFallback
}
