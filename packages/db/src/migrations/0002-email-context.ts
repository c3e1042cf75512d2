import { Migration } from '@mikro-orm/migrations'

/**
 * E-mails keep the ids they are about (and a manager's own subject and text) rather than rendered
 * content, so a retry renders from current data: a fresh download link, a corrected name.
 */
export class EmailContext extends Migration {
  override name = '0002-email-context'

  override up(): void {
    this.addSql(`alter table "email_log" add column "context" jsonb not null default '{}';`)
    this.addSql(`create index "email_log_status_index" on "email_log" ("status");`)
  }
}
