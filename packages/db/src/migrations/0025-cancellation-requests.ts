import { Migration } from '@mikro-orm/migrations'

/**
 * Buyers' cancellation requests (Consumer Protection Law s.14ג): every notice kept with its
 * reference number and outcome, the confirmation link's token only as a hash.
 */
export class CancellationRequests extends Migration {
  override name = '0025-cancellation-requests'

  override up(): void {
    this.addSql(`create sequence "cancellation_reference_seq" start with 1001;`)
    this.addSql(`create table "cancellation_requests" (
      "id" uuid not null, "reference_number" int not null default nextval('cancellation_reference_seq'),
      "order_id" uuid not null, "status" varchar(12) not null, "channel" varchar(5) not null,
      "reason" text null, "decline_reason" text null, "manager_id" uuid null,
      "token_hash" varchar(64) null, "token_expires_at" timestamptz null,
      "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "received_at" timestamptz null, "decided_at" timestamptz null, primary key ("id"));`)
    this.addSql(
      `alter table "cancellation_requests" add constraint "cancellation_requests_reference_number_unique" unique ("reference_number");`,
    )
    this.addSql(
      `create index "cancellation_requests_order_id_index" on "cancellation_requests" ("order_id");`,
    )
    this.addSql(
      `alter table "cancellation_requests" add constraint "cancellation_requests_token_hash_unique" unique ("token_hash");`,
    )
    this.addSql(
      `create index "cancellation_requests_status_created_index" on "cancellation_requests" ("status", "created_at");`,
    )
    this.addSql(
      `alter table "cancellation_requests" add constraint "cancellation_requests_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`,
    )
    this.addSql(
      `alter table "cancellation_requests" add constraint "cancellation_requests_manager_id_foreign" foreign key ("manager_id") references "users" ("id") on delete set null;`,
    )
    this.addSql(
      `alter table "cancellation_requests" add constraint "cancellation_requests_status_check" check ("status" in ('unconfirmed', 'received', 'accepted', 'declined'));`,
    )
    this.addSql(
      `alter table "cancellation_requests" add constraint "cancellation_requests_channel_check" check ("channel" in ('site', 'phone', 'email'));`,
    )
  }
}
