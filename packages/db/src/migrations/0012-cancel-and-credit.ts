import { Migration } from '@mikro-orm/migrations'

/**
 * A manager may cancel a paid order with a refund: the order keeps who cancelled it, when and why,
 * and its credit invoice number, gap-free from a counter of its own as receipts are. The captured
 * payment records when it was refunded. Business details that are still the old seeded
 * placeholders are emptied, so invoices print as drafts until a manager enters real ones.
 */
export class CancelAndCredit extends Migration {
  override name = '0012-cancel-and-credit'

  override up(): void {
    this.addSql(
      `alter table "orders" add column "cancelled_by_id" uuid null, add column "cancel_reason" text null, add column "credit_number" int null;`,
    )
    this.addSql(
      `alter table "orders" add constraint "orders_cancelled_by_id_foreign" foreign key ("cancelled_by_id") references "users" ("id") on delete set null;`,
    )
    this.addSql(
      `alter table "orders" add constraint "orders_credit_number_unique" unique ("credit_number");`,
    )
    this.addSql(`alter table "payments" add column "refunded_at" timestamptz null;`)
    this.addSql(
      `insert into "counters" ("name", "value") values ('credit_number', 0) on conflict ("name") do nothing;`,
    )
    this.addSql(`alter table "outbox_events" drop constraint "outbox_events_type_check";`)
    this.addSql(
      `alter table "outbox_events" add constraint "outbox_events_type_check" check ("type" in ('order.created', 'order.paid', 'report.ready', 'order.ready', 'order.cancelled', 'email.requested', 'contact.received', 'user.deleted'));`,
    )
    // The seeded dealer number was nine zeros; while it stands, no manager has entered details.
    this.addSql(
      `update "settings" set "value" = '' where "key" in ('business_name', 'business_address', 'dealer_number') and exists (select 1 from "settings" where "key" = 'dealer_number' and "value" = '000000000');`,
    )
  }
}
