import { Migration } from '@mikro-orm/migrations'

/**
 * A notice on the `orders_changed` channel, carrying the buyer's id, whenever a transaction that
 * changes a buyer's orders or reports commits. The API drops that buyer's cached list version on
 * it, so an unchanged poll can be answered from Redis alone. PostgreSQL delivers notices only on
 * commit and folds repeats within a transaction, so an order and its reports make one notice.
 */
export class OrdersChangeNotices extends Migration {
  override name = '0006-orders-change-notices'

  override up(): void {
    this.addSql(`create function "notify_order_changed"() returns trigger language plpgsql as $$
begin
  perform pg_notify('orders_changed', coalesce(new.user_id, old.user_id)::text);
  return null;
end $$;`)
    this.addSql(`create function "notify_report_changed"() returns trigger language plpgsql as $$
begin
  perform pg_notify('orders_changed', o.user_id::text)
  from orders o where o.id = coalesce(new.order_id, old.order_id);
  return null;
end $$;`)
    this.addSql(
      `create trigger "orders_changed" after insert or update or delete on "orders" for each row execute function "notify_order_changed"();`,
    )
    this.addSql(
      `create trigger "reports_changed" after update or delete on "reports" for each row execute function "notify_report_changed"();`,
    )
  }
}
