import { Migration } from '@mikro-orm/migrations'
import { insertMissingMapTexts } from './map-text-seed.ts'

/**
 * The map engine: each report carries the draft the worker typesets (apart from its final file)
 * and the manager's personal note; `draft_version` numbers the draft requests so that a late job
 * of an older request never overwrites a newer draft. The interpretation texts move into a table
 * managers edit, seeded with the shop's own texts.
 */
export class MapEngine extends Migration {
  override name = '0009-map-engine'

  override up(): void {
    this.addSql(`alter table "reports" drop constraint "reports_status_check";`)
    this.addSql(
      `alter table "reports" add constraint "reports_status_check" check ("status" in ('pending', 'processing', 'drafted', 'ready'));`,
    )
    this.addSql(
      `alter table "reports"
         add column "draft_key" varchar(300) null,
         add column "draft_status" text null check ("draft_status" in ('queued', 'drafted', 'failed')),
         add column "draft_error" varchar(500) null,
         add column "draft_version" int not null default 0,
         add column "draft_requested_at" timestamptz null,
         add column "drafted_at" timestamptz null,
         add column "personal_note" varchar(2000) null;`,
    )
    this.addSql(
      `create index "reports_draft_queued" on "reports" ("draft_requested_at") where "draft_status" = 'queued';`,
    )
    this.addSql(
      `create table "map_texts" ("aspect" varchar(30) not null, "number" smallint not null, "heading" varchar(100) not null, "text" varchar(4000) not null, "updated_at" timestamptz not null default now(), primary key ("aspect", "number"));`,
    )
    insertMissingMapTexts(this)
  }
}
