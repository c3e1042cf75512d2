import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common'
import { authMessages } from '../messages/auth.ts'
import { passwordMinLength } from './auth.schema.ts'

/**
 * zxcvbn's score from 0 to 4; 3 is its "safely unguessable" (about 10^10 guesses), what NIST SP
 * 800-63B and OWASP ASVS ask of a password checked against common and breached ones. The
 * dictionaries are the language-neutral ones (common passwords, diceware words, keyboard layouts):
 * none is published for Hebrew, and the English word lists would add over a megabyte to the web
 * app for a Hebrew shop's customers.
 */
export const minimumPasswordScore = 3

export type PasswordProblem = 'tooShort' | 'tooCommon' | 'personal' | 'tooWeak'

export interface PasswordAssessment {
  score: 0 | 1 | 2 | 3 | 4
  problem: PasswordProblem | null
}

/** What the account already says about its owner; a password containing it is refused. */
export interface PasswordOwner {
  email?: string | null
  name?: string | null
}

// The dictionaries take a few hundred kilobytes and a moment to index: built once, on the first
// password checked.
let estimator: ZxcvbnFactory | undefined
const zxcvbn = () => (estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs }))

/** The parts of the owner's e-mail and name a password may not contain. */
function personalWords({ email, name }: PasswordOwner): string[] {
  const address = email?.trim().toLowerCase() ?? ''
  const words = [address, address.split('@')[0] ?? '', ...(name ?? '').toLowerCase().split(/\s+/)]
  // Two letters are part of too many passwords by chance; three rarely.
  return [...new Set(words.filter((word) => [...word].length >= 3))]
}

/** How strong a new password is, and why it is refused when it is. */
export function assessPassword(password: string, owner: PasswordOwner = {}): PasswordAssessment {
  const personal = personalWords(owner)
  const result = zxcvbn().check(password, personal)
  const score = result.score
  const lower = password.toLowerCase()
  const problem: PasswordProblem | null =
    [...password].length < passwordMinLength
      ? 'tooShort'
      : personal.some((word) => lower.includes(word))
        ? 'personal'
        : score >= minimumPasswordScore
          ? null
          : result.sequence.some(
                (match) =>
                  match.pattern === 'dictionary' && match.dictionaryName === 'passwords-common',
              )
            ? 'tooCommon'
            : 'tooWeak'
  return { score, problem }
}

/** The Hebrew sentence that says why a password is refused. */
export function passwordProblemMessage(problem: PasswordProblem): string {
  return problem === 'tooShort'
    ? authMessages.passwordTooShort
    : authMessages.passwordStrength[problem]
}
