import { Migration } from '@mikro-orm/migrations'

/**
 * A deleted unpaid order no longer holds its checkout visit's idempotency key: the API frees it on
 * deletion, and this frees the keys of orders deleted before, so a buyer whose browser still
 * sends such a key gets a new order rather than nothing.
 */
export class RoughEdges extends Migration {
  override name = '0007-rough-edges'

  override up(): void {
    this.addSql(
      `update "orders" set "idempotency_key" = null where "deleted_at" is not null and "idempotency_key" is not null;`,
    )
  }
}
