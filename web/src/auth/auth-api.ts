import type {
  AuthSession,
  AuthUser,
  LoginInput,
  ResetPasswordInput,
  SignupInput,
} from '@shop/domain'
import { apiGet, apiSend, type RequestOptions } from '../lib/api-client'

// The auth calls carry their own credentials in the body, so they never get the bearer header,
// and a 401 from them (a wrong password) must not sign anyone out.
const anonymous = { anonymous: true } as const

export const authApi = {
  /** The same answer whether or not the address has an account: the e-mail tells the rest. */
  signup: (input: SignupInput) =>
    apiSend<Record<string, never>>('POST', '/api/auth/signup', input, anonymous),
  login: (input: LoginInput) => apiSend<AuthSession>('POST', '/api/auth/login', input, anonymous),
  refresh: (refreshJwt: string) =>
    apiSend<AuthSession>('POST', '/api/auth/refresh', { refreshJwt }, anonymous),
  logout: (refreshJwt: string) =>
    apiSend<Record<string, never>>('POST', '/api/auth/logout', { refreshJwt }, anonymous),
  forgotPassword: (email: string) =>
    apiSend<Record<string, never>>('POST', '/api/auth/password/forgot', { email }, anonymous),
  resetPassword: (input: ResetPasswordInput) =>
    apiSend<Record<string, never>>('POST', '/api/auth/password/reset', input, anonymous),
  verifyEmail: (token: string) =>
    apiSend<AuthSession>('POST', '/api/auth/email/verify', { token }, anonymous),
  resendVerification: () => apiSend<Record<string, never>>('POST', '/api/auth/email/verify/resend'),
  deleteAccount: () => apiSend<Record<string, never>>('DELETE', '/api/auth/me'),
  accountDeletion: (options?: RequestOptions) =>
    apiGet<{ allowed: boolean }>('/api/auth/me/deletion', options),
  /** 200 for managers, 403 for everyone else: the only admin check the web relies on. */
  adminSession: (options?: RequestOptions) =>
    apiGet<{ user: AuthUser }>('/api/admin/session', options),
}
