import { Migration } from '@mikro-orm/migrations'

/**
 * A transaction that writes to the outbox or the e-mail log notifies `outbox` as it commits, so the
 * relay publishes at once instead of at its next round: a sign-up's verification e-mail leaves in
 * milliseconds, not a quarter of a second. Postgres sends one notice per channel and payload per
 * transaction, however many rows it wrote.
 */
export class OutboxNotify extends Migration {
  override name = '0019-outbox-notify'

  override up(): void {
    this.addSql(
      `create function "notify_outbox"() returns trigger language plpgsql as $$
       begin perform pg_notify('outbox', tg_table_name); return null; end $$;`,
    )
    for (const table of ['outbox_events', 'email_log']) {
      this.addSql(
        `create trigger "${table}_notify" after insert on "${table}"
         for each statement execute function "notify_outbox"();`,
      )
    }
  }
}
