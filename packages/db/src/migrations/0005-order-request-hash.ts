import { Migration } from '@mikro-orm/migrations'

/**
 * An order remembers a hash of the request that created it, so its idempotency key, sent again
 * with a different cart, is refused rather than silently answered with the first order. Orders
 * from before have none and keep answering as they did.
 */
export class OrderRequestHash extends Migration {
  override name = '0005-order-request-hash'

  override up(): void {
    this.addSql(`alter table "orders" add column "request_hash" varchar(64) null;`)
  }
}
