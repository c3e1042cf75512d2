import { Migration } from '@mikro-orm/migrations'

/**
 * The e-mail log is an outbox of its own: a row written in the transaction that decides an e-mail
 * is relayed straight to the e-mail queue, without an event and a second job in between.
 */
export class EmailOutbox extends Migration {
  override name = '0008-email-outbox'

  override up(): void {
    this.addSql(`alter table "email_log" add column "published_at" timestamptz null;`)
    this.addSql(`update "email_log" set "published_at" = "created_at";`)
    this.addSql(
      `create index "email_log_unpublished" on "email_log" ("created_at") where "published_at" is null;`,
    )
  }
}
