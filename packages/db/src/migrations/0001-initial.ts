import { Migration } from '@mikro-orm/migrations'

export class InitialSchema extends Migration {
  override name = '0001-initial'

  override up(): void {
    // Order numbers are shown to customers; gaps are harmless, so a plain sequence serves.
    this.addSql(`create sequence "order_number_seq" start with 1001;`)
    this.addSql(
      `create table "contact_messages" ("id" uuid not null, "name" varchar(100) not null, "email" varchar(255) not null, "phone" varchar(30) null, "message" varchar(1000) not null, "created_at" timestamptz not null, primary key ("id"));`,
    )

    this.addSql(
      `create table "counters" ("name" varchar(50) not null, "value" int not null default 0, primary key ("name"));`,
    )

    this.addSql(
      `create table "coupons" ("id" uuid not null, "code" varchar(50) not null, "description" text null, "discount_type" text not null default 'percentage', "discount_value" numeric(12,2) not null, "min_purchase_agorot" int null, "max_uses" int null, "times_used" int not null default 0, "valid_from" timestamptz null, "valid_until" timestamptz null, "is_active" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null, "deleted_at" timestamptz null, primary key ("id"));`,
    )
    this.addSql(
      `create unique index "coupons_code_active_unique" on "coupons" ("code") where "deleted_at" is null;`,
    )
    this.addSql(
      `alter table "coupons" add constraint "coupons_discount_type_check" check ("discount_type" in ('percentage', 'fixed'));`,
    )

    this.addSql(
      `create table "outbox_events" ("id" uuid not null, "type" text not null, "payload" jsonb not null, "created_at" timestamptz not null, "published_at" timestamptz null, "attempts" int not null default 0, "last_error" text null, primary key ("id"));`,
    )
    this.addSql(
      `create index "outbox_events_unpublished" on "outbox_events" ("created_at") where "published_at" is null;`,
    )
    this.addSql(
      `alter table "outbox_events" add constraint "outbox_events_type_check" check ("type" in ('order.created', 'order.paid', 'report.ready', 'order.ready', 'email.requested', 'contact.received', 'user.deleted'));`,
    )

    this.addSql(
      `alter table "coupons" add constraint "coupons_usage_check" check ("times_used" >= 0 and ("max_uses" is null or "times_used" <= "max_uses"));`,
    )

    this.addSql(
      `create table "settings" ("key" varchar(100) not null, "value" text not null, "updated_at" timestamptz not null, primary key ("key"));`,
    )

    this.addSql(
      `create table "users" ("id" uuid not null, "email" varchar(255) not null, "password_hash" text not null, "name" varchar(100) null, "phone" varchar(30) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "deleted_at" timestamptz null, primary key ("id"));`,
    )
    this.addSql(
      `create unique index "users_email_active_unique" on "users" ("email") where "deleted_at" is null;`,
    )

    this.addSql(
      `create table "tenant_memberships" ("id" uuid not null, "user_id" uuid not null, "tenant_id" varchar(100) not null, "roles" text[] not null default '{}', "created_at" timestamptz not null, primary key ("id"));`,
    )
    this.addSql(
      `alter table "tenant_memberships" add constraint "tenant_memberships_user_id_tenant_id_unique" unique ("user_id", "tenant_id");`,
    )

    this.addSql(
      `create table "refresh_tokens" ("id" uuid not null, "user_id" uuid not null, "family_id" uuid not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "spent_at" timestamptz null, "revoked_at" timestamptz null, primary key ("id"));`,
    )
    this.addSql(`create index "refresh_tokens_family_id_index" on "refresh_tokens" ("family_id");`)
    this.addSql(
      `alter table "refresh_tokens" add constraint "refresh_tokens_token_hash_unique" unique ("token_hash");`,
    )

    this.addSql(
      `create table "orders" ("id" uuid not null, "order_number" int not null default nextval('order_number_seq'), "user_id" uuid not null, "status" text not null default 'pending', "idempotency_key" varchar(100) null, "unit_price_agorot" int not null, "subtotal_agorot" int not null, "discount_agorot" int not null default 0, "vat_rate_basis_points" int not null, "vat_agorot" int not null, "total_agorot" int not null, "coupon_id" uuid null, "coupon_code" varchar(50) null, "billing_name" varchar(100) null, "billing_email" varchar(255) null, "billing_phone" varchar(30) null, "payment_method" varchar(50) null, "receipt_number" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "paid_at" timestamptz null, "due_at" timestamptz null, "ready_at" timestamptz null, "completed_at" timestamptz null, "cancelled_at" timestamptz null, "deleted_at" timestamptz null, primary key ("id"));`,
    )
    this.addSql(
      `alter table "orders" add constraint "orders_order_number_unique" unique ("order_number");`,
    )
    this.addSql(
      `alter table "orders" add constraint "orders_amounts_check" check ("unit_price_agorot" >= 0 and "subtotal_agorot" >= 0 and "discount_agorot" between 0 and "subtotal_agorot" and "vat_agorot" >= 0 and "total_agorot" = "subtotal_agorot" - "discount_agorot" + "vat_agorot");`,
    )
    this.addSql(`create index "orders_user_id_index" on "orders" ("user_id");`)
    this.addSql(`create index "orders_status_index" on "orders" ("status");`)
    this.addSql(
      `alter table "orders" add constraint "orders_receipt_number_unique" unique ("receipt_number");`,
    )
    this.addSql(
      `alter table "orders" add constraint "orders_user_id_idempotency_key_unique" unique ("user_id", "idempotency_key");`,
    )
    this.addSql(
      `alter table "orders" add constraint "orders_status_check" check ("status" in ('pending', 'paid', 'processing', 'ready', 'completed', 'cancelled'));`,
    )

    this.addSql(
      `create table "reports" ("id" uuid not null, "order_id" uuid not null, "position" smallint not null default 0, "subject_name" varchar(100) not null, "date_of_birth" date not null, "hebrew_birth_date" varchar(100) null, "gender" varchar(20) not null default 'female', "phone" varchar(30) not null, "comments" varchar(500) null, "relation_to_buyer" varchar(100) null, "is_gift" boolean not null default false, "recipient_email" varchar(255) null, "gift_message" varchar(300) null, "status" text not null default 'pending', "file_key" varchar(300) null, "file_size" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "ready_at" timestamptz null, primary key ("id"));`,
    )
    this.addSql(`create index "reports_order_id_index" on "reports" ("order_id");`)
    this.addSql(
      `alter table "reports" add constraint "reports_status_check" check ("status" in ('pending', 'processing', 'ready'));`,
    )

    this.addSql(
      `create table "email_log" ("id" uuid not null, "idempotency_key" varchar(200) not null, "order_id" uuid null, "recipient" varchar(255) not null, "template" varchar(50) not null, "subject" varchar(300) null, "body" text null, "status" text not null default 'queued', "attempts" int not null default 0, "last_error" text null, "sent_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    )
    this.addSql(
      `alter table "email_log" add constraint "email_log_idempotency_key_unique" unique ("idempotency_key");`,
    )
    this.addSql(`create index "email_log_order_id_index" on "email_log" ("order_id");`)
    this.addSql(
      `alter table "email_log" add constraint "email_log_status_check" check ("status" in ('queued', 'sent', 'failed'));`,
    )

    this.addSql(
      `create table "delivery_reminders" ("id" uuid not null, "order_id" uuid not null, "kind" text not null, "fire_at" timestamptz not null, "sent_at" timestamptz null, "cancelled_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    )
    this.addSql(
      `create index "delivery_reminders_fire_at_index" on "delivery_reminders" ("fire_at");`,
    )
    this.addSql(
      `alter table "delivery_reminders" add constraint "delivery_reminders_order_id_kind_unique" unique ("order_id", "kind");`,
    )
    this.addSql(
      `alter table "delivery_reminders" add constraint "delivery_reminders_kind_check" check ("kind" in ('due-soon', 'overdue'));`,
    )

    this.addSql(
      `create table "coupon_redemptions" ("id" uuid not null, "coupon_id" uuid not null, "order_id" uuid not null, "discount_agorot" int not null, "created_at" timestamptz not null, primary key ("id"));`,
    )
    this.addSql(
      `create index "coupon_redemptions_coupon_id_index" on "coupon_redemptions" ("coupon_id");`,
    )
    this.addSql(
      `alter table "coupon_redemptions" add constraint "coupon_redemptions_order_id_unique" unique ("order_id");`,
    )

    this.addSql(
      `alter table "tenant_memberships" add constraint "tenant_memberships_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    )

    this.addSql(
      `alter table "refresh_tokens" add constraint "refresh_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    )

    this.addSql(
      `alter table "orders" add constraint "orders_user_id_foreign" foreign key ("user_id") references "users" ("id");`,
    )
    this.addSql(
      `alter table "orders" add constraint "orders_coupon_id_foreign" foreign key ("coupon_id") references "coupons" ("id") on delete set null;`,
    )

    this.addSql(
      `alter table "reports" add constraint "reports_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`,
    )

    this.addSql(
      `alter table "email_log" add constraint "email_log_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete set null;`,
    )

    this.addSql(
      `alter table "delivery_reminders" add constraint "delivery_reminders_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`,
    )

    this.addSql(
      `alter table "coupon_redemptions" add constraint "coupon_redemptions_coupon_id_foreign" foreign key ("coupon_id") references "coupons" ("id");`,
    )
    this.addSql(
      `alter table "coupon_redemptions" add constraint "coupon_redemptions_order_id_foreign" foreign key ("order_id") references "orders" ("id");`,
    )
  }
}
