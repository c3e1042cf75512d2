import type { EntityManager } from '@mikro-orm/postgresql'
import { rowAbout } from '../email-kind.ts'

/**
 * The name of the account an account token belongs to, only once its address is proven: until
 * then whoever signed up typed it, and the e-mail goes to an address that may not be theirs.
 */
export async function accountName(
  db: EntityManager,
  accountTokenId: string,
): Promise<string | null> {
  const account = await rowAbout<{ name: string | null }>(
    db,
    `select case when u.email_verified_at is not null then u.name end as name
     from account_tokens t join users u on u.id = t.user_id where t.id = ?`,
    accountTokenId,
  )
  return account.name
}
