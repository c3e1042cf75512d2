import { Migration } from '@mikro-orm/migrations'

/**
 * When a worker began typesetting a report's draft: the sweeper does not queue that draft again
 * while it may still be on the press (a Redis that restarted empty had it printed twice).
 */
export class DraftTypesetting extends Migration {
  override name = '0021-draft-typesetting'

  override up(): void {
    this.addSql(`alter table "reports" add column "draft_started_at" timestamptz null;`)
  }
}
