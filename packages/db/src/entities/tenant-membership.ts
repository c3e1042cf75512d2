import { defineEntity, p } from '@mikro-orm/core'
import { createdAt, uuidPrimaryKey } from './columns.ts'
import { User } from './user.ts'

export const TenantMembership = defineEntity({
  name: 'TenantMembership',
  tableName: 'tenant_memberships',
  properties: {
    id: uuidPrimaryKey(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    tenantId: p.string().length(100),
    roles: p.array().default([]),
    createdAt: createdAt(),
  },
  uniques: [{ properties: ['user', 'tenantId'] }],
})
