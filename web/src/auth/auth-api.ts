import type { LoginInput, ResetPasswordInput, SignupInput } from '@shop/domain'
import { api, type RequestOptions } from '../lib/api-client'

// The auth calls carry their own credentials in the body, so they never get the bearer header,
// and a 401 from them (a wrong password) must not sign anyone out.
const anonymous = { anonymous: true } as const

export const authApi = {
  /** The same answer whether or not the address has an account: the e-mail tells the rest. */
  signup: (input: SignupInput) => api('POST /api/auth/signup', { body: input, ...anonymous }),
  login: (input: LoginInput) => api('POST /api/auth/login', { body: input, ...anonymous }),
  refresh: (refreshJwt: string) =>
    api('POST /api/auth/refresh', { body: { refreshJwt }, ...anonymous }),
  logout: (refreshJwt: string) =>
    api('POST /api/auth/logout', { body: { refreshJwt }, ...anonymous }),
  forgotPassword: (email: string) =>
    api('POST /api/auth/password/forgot', { body: { email }, ...anonymous }),
  resetPassword: (input: ResetPasswordInput) =>
    api('POST /api/auth/password/reset', { body: input, ...anonymous }),
  verifyEmail: (token: string) =>
    api('POST /api/auth/email/verify', { body: { token }, ...anonymous }),
  resendVerification: () => api('POST /api/auth/email/verify/resend'),
  deleteAccount: () => api('DELETE /api/auth/me'),
  accountDeletion: (options?: RequestOptions) => api('GET /api/auth/me/deletion', options),
  /** 200 for managers, 403 for everyone else: the only admin check the web relies on. */
  adminSession: (options?: RequestOptions) => api('GET /api/admin/session', options),
}
