import type { Env } from '@shop/config'
import { he } from '@shop/domain'
import { AppError } from '../http/app-error.ts'

/** Password sign-in (and so its reset) can be switched off; the specification's own refusal. */
export function requirePasswordSignIn(env: Pick<Env, 'PASSWORD_SIGNIN_ENABLED'>): void {
  if (!env.PASSWORD_SIGNIN_ENABLED) {
    throw new AppError(
      'forbidden',
      he.auth.passwordSignInDisabled,
      he.auth.errorCodes.passwordSignInDisabled,
    )
  }
}
