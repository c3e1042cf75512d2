import { Migration } from '@mikro-orm/migrations'

/**
 * The relay hands several e-mails to the queue as one job; each row remembers that job's id, so
 * the sweeper restores a lost job under the same id and never adds a second job for an e-mail
 * whose job is still waiting in Redis. Rows published before this have none: their job id is
 * still derived from their key.
 */
export class EmailJobs extends Migration {
  override name = '0017-email-jobs'

  override up(): void {
    this.addSql(`alter table "email_log" add column "job_id" text null;`)
  }
}
