import { defineEntity, p } from '@mikro-orm/core'

/**
 * Gap-free counters (receipt numbers). A PostgreSQL sequence would skip numbers on rollback, which
 * tax rules for invoice-receipts do not allow; a row updated inside the paying transaction does not.
 */
export const Counter = defineEntity({
  name: 'Counter',
  tableName: 'counters',
  properties: {
    name: p.string().length(50).primary(),
    value: p.integer().default(0),
  },
})
