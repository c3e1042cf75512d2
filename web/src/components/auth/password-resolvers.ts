import { resetPasswordSchema, signupSchema } from '@shop/domain'
import {
  assessPassword,
  passwordProblemMessage,
  type PasswordOwner,
} from '@shop/domain/password-strength'
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'
import { hebrewResolver } from '../form/hebrew-resolver'

export { assessPassword }

/**
 * The schema's checks, then the server's password rule on a password they accept, so a weak one
 * is refused under its field with the reason the server would give. The rule's common-password
 * list is most of this chunk, which only the forms that choose a password load, when first used.
 */
function withPasswordRule<Input extends FieldValues & { password: string }, Output>(
  resolver: Resolver<Input, unknown, Output>,
  owner: (values: Input) => PasswordOwner,
): Resolver<Input, unknown, Output> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options)
    if (result.errors.password) return result
    const { problem } = assessPassword(values.password, owner(values))
    if (!problem) return result
    // The cast: FieldErrors cannot name `password` of a generic Input
    const errors = {
      ...result.errors,
      password: { type: 'strength', message: passwordProblemMessage(problem) },
    } as FieldErrors<Input>
    return { values: {}, errors }
  }
}

export const signupResolver = withPasswordRule(hebrewResolver(signupSchema), (values) => values)
// The reset link's page does not know the account's e-mail or name; the server checks those.
export const newPasswordResolver = withPasswordRule(
  hebrewResolver(resetPasswordSchema.pick({ password: true })),
  () => ({}),
)
