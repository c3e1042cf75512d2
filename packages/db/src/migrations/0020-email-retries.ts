import { Migration } from '@mikro-orm/migrations'

/**
 * A failed e-mail whose job gave up on a passing fault (SMTP away longer than the job's attempts)
 * is sent again by the sweeper at `retry_at`; null on a failed e-mail means it failed for good.
 */
export class EmailRetries extends Migration {
  override name = '0020-email-retries'

  override up(): void {
    this.addSql(`alter table "email_log" add column "retry_at" timestamptz null;`)
    this.addSql(
      `create index "email_log_retry_at" on "email_log" ("retry_at") where "retry_at" is not null;`,
    )
  }
}
