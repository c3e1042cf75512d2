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
  const account = await rowAbout(db, accountTokenId, (kysely, id) =>
    kysely
      .selectFrom('account_tokens as t')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .select((eb) =>
        eb
          .case()
          .when('u.email_verified_at', 'is not', null)
          .then(eb.ref('u.name'))
          .end()
          .as('name'),
      )
      .where('t.id', '=', id),
  )
  return account.name
}
