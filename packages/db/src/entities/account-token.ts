import { defineEntity, p } from '@mikro-orm/core'
import { accountTokenPurposes } from '@shop/domain'
import { createdAt, nullableTimestamp, uuidPrimaryKey } from './columns.ts'
import { User } from './user.ts'

/** A single-use link e-mailed to the account's owner; only the token's hash is stored. */
export const AccountToken = defineEntity({
  name: 'AccountToken',
  tableName: 'account_tokens',
  properties: {
    id: uuidPrimaryKey(),
    user: () =>
      p
        .manyToOne(User)
        .deleteRule('cascade')
        .updateRule('cascade')
        .foreignKeyName('account_tokens_user_id_fkey'),
    purpose: p.enum(accountTokenPurposes).columnType('varchar(10)'),
    tokenHash: p.string().length(64).unique('account_tokens_token_hash_key'),
    createdAt: createdAt(),
    expiresAt: p.datetime(),
    usedAt: nullableTimestamp(),
  },
  indexes: [{ name: 'account_tokens_user_purpose_index', properties: ['user', 'purpose'] }],
})
