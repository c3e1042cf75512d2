import { defineEntity, p } from '@mikro-orm/core'
import { createdAt, nullableTimestamp, updatedAt, uuidPrimaryKey } from './columns.ts'

export const User = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: uuidPrimaryKey(),
    email: p.string().lowercase().length(255),
    passwordHash: p.text().hidden(),
    name: p.string().length(100).nullable(),
    phone: p.string().length(30).nullable(),
    // Set when the owner opened the verification link sent at sign-up.
    emailVerifiedAt: nullableTimestamp(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Deletion is soft: orders stay for accounting and admins see the user as deleted.
    deletedAt: nullableTimestamp(),
  },
  indexes: [
    {
      name: 'users_email_active_unique',
      expression:
        'create unique index "users_email_active_unique" on "users" ("email") where "deleted_at" is null',
    },
    {
      name: 'users_email_trgm_index',
      expression:
        'create index "users_email_trgm_index" on "users" using gin ("email" gin_trgm_ops)',
    },
  ],
})
