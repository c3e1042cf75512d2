import {
  assessPassword,
  passwordProblemMessage,
  type PasswordOwner,
} from '@shop/domain/password-strength'
import { AppError } from '../http/app-error.ts'

/**
 * Every password the shop sets goes through here (sign-up, reset): too short, too common, the
 * account's own e-mail or name, or too easy to guess is refused with the reason. Passwords set
 * before this rule still sign in; only a new one is judged.
 */
export function requireStrongPassword(password: string, owner: PasswordOwner): void {
  const { problem } = assessPassword(password, owner)
  if (problem) throw new AppError('validation', passwordProblemMessage(problem))
}
