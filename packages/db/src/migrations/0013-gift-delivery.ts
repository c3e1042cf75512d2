import { Migration } from '@mikro-orm/migrations'

const notifyGiftEmailChanged = `create function "notify_gift_email_changed"() returns trigger
language plpgsql as $$
begin
  perform pg_notify('orders_changed', o.user_id::text) from orders o where o.id = new.order_id;
  return null;
end $$;`

/**
 * Gifts delivered on a day the buyer chose: the report keeps the date, and the recipient's map
 * e-mail waits in the log with the instant it may go out (09:00 Israel time that day). The buyer's
 * orders list shows whether that e-mail went out, so a change to it notifies the list's cache
 * like a change to the order itself (0006).
 */
export class GiftDelivery extends Migration {
  override name = '0013-gift-delivery'

  override up(): void {
    this.addSql(`alter table "reports" add column "gift_delivery_date" date null;`)
    this.addSql(`alter table "email_log" add column "send_after" timestamptz null;`)
    this.addSql(notifyGiftEmailChanged)
    this.addSql(
      `create trigger "gift_email_changed" after insert or update on "email_log" for each row when (new.template = 'gift-report-ready' and new.order_id is not null) execute function "notify_gift_email_changed"();`,
    )
  }
}
