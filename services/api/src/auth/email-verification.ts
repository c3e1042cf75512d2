import type { EntityManager } from '@mikro-orm/postgresql'
import { emailKinds, recordEmail } from '@shop/core'
import { issueAccountToken } from './account-tokens.ts'

/** Issues a verification link and logs its e-mail, in the caller's transaction. */
export async function requestEmailVerification(
  em: EntityManager,
  user: { userId: string; email: string },
  secret: string,
): Promise<void> {
  const accountTokenId = await issueAccountToken(em, user.userId, 'verify', secret)
  await recordEmail(em, {
    key: emailKinds['email-verification'].key(accountTokenId),
    to: { accountEmail: user.email },
    template: 'email-verification',
    context: { accountTokenId },
  })
}
