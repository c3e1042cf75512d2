import { authMessages as auth, errorMessages } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api-client'
import { adminLoginErrorMessage } from './admin-login-error'

describe('adminLoginErrorMessage', () => {
  it('maps wrong credentials by code, status or wording', () => {
    expect(adminLoginErrorMessage(new ApiError('x', 401, 'E011001'))).toBe(auth.invalidCredentials)
    expect(adminLoginErrorMessage(new ApiError('x', 401))).toBe(auth.invalidCredentials)
    expect(adminLoginErrorMessage(new ApiError('User not found', 400))).toBe(
      auth.invalidCredentials,
    )
  })

  it('maps password sign-in being disabled', () => {
    expect(adminLoginErrorMessage(new ApiError('x', 403, 'E061001'))).toBe(
      auth.passwordSignInDisabled,
    )
    expect(adminLoginErrorMessage(new ApiError('Password auth disabled', 403))).toBe(
      auth.passwordSignInDisabled,
    )
  })

  it('keeps the rate limit message and falls back for everything else', () => {
    expect(adminLoginErrorMessage(new ApiError(errorMessages.rateLimited, 429))).toBe(
      errorMessages.rateLimited,
    )
    expect(adminLoginErrorMessage(new ApiError('HTTP 502', 502))).toBe(auth.loginFallback)
    expect(adminLoginErrorMessage(new ApiError('no network', 0, 'NETWORK'))).toBe(
      auth.loginFallback,
    )
    expect(adminLoginErrorMessage(new Error('boom'))).toBe(auth.loginFallback)
  })
})
