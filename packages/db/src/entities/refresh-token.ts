import { defineEntity, p } from '@mikro-orm/core'
import { createdAt, nullableTimestamp, uuidPrimaryKey } from './columns.ts'
import { User } from './user.ts'

/**
 * One row per issued refresh token; only its hash is stored. Tokens of one login share a family so
 * that a spent token presented again can revoke every token descended from the same login.
 */
export const RefreshToken = defineEntity({
  name: 'RefreshToken',
  tableName: 'refresh_tokens',
  properties: {
    id: uuidPrimaryKey(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    familyId: p.uuid().index(),
    tokenHash: p.string().length(64).unique(),
    createdAt: createdAt(),
    expiresAt: p.datetime(),
    spentAt: nullableTimestamp(),
    revokedAt: nullableTimestamp(),
  },
})
