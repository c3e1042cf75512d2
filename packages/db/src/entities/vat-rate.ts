import { defineEntity, p } from '@mikro-orm/core'
import { createdAt, uuidPrimaryKey } from './columns.ts'

/**
 * Israel's VAT rates by the day each comes into force (migration 0024), on Israel's calendar. Rows
 * whose day has come are never changed: documents were issued under them.
 */
export const VatRate = defineEntity({
  name: 'VatRate',
  tableName: 'vat_rates',
  properties: {
    id: uuidPrimaryKey(),
    rateBasisPoints: p.integer(),
    inForceFrom: p.date().unique(),
    createdAt: createdAt(),
  },
  checks: [
    {
      name: 'vat_rates_rate_check',
      expression: 'rate_basis_points >= 0 and rate_basis_points <= 10000',
    },
  ],
})
