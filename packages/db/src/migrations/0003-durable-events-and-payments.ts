import { Migration } from '@mikro-orm/migrations'

/**
 * Events count as done only once their consequences are written (handled_at), so a sweeper can
 * re-publish those a lost Redis dropped; payment attempts get a table of their own, with at most
 * one attempt in flight per order.
 */
export class DurableEventsAndPayments extends Migration {
  override name = '0003-durable-events-and-payments'

  override up(): void {
    this.addSql(`alter table "outbox_events" add column "handled_at" timestamptz null;`)
    // Events relayed before this change were handled by the handlers of their time.
    this.addSql(
      `update "outbox_events" set "handled_at" = "published_at" where "published_at" is not null;`,
    )
    this.addSql(
      `create index "outbox_events_unhandled" on "outbox_events" ("created_at") where "handled_at" is null;`,
    )

    this.addSql(
      `create table "payments" ("id" uuid not null, "order_id" uuid not null, "provider" varchar(50) not null, "provider_reference" varchar(200) null, "amount_agorot" int not null, "status" text not null default 'pending', "error" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    )
    this.addSql(
      `alter table "payments" add constraint "payments_status_check" check ("status" in ('pending', 'authorized', 'captured', 'refunded', 'failed'));`,
    )
    this.addSql(
      `alter table "payments" add constraint "payments_order_id_foreign" foreign key ("order_id") references "orders" ("id") on update cascade on delete cascade;`,
    )
    this.addSql(`create index "payments_order_id_index" on "payments" ("order_id");`)
    this.addSql(
      `create unique index "payments_one_in_flight" on "payments" ("order_id") where "status" in ('pending', 'authorized');`,
    )
  }
}
