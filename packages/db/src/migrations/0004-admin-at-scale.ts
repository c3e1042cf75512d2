import { Migration } from '@mikro-orm/migrations'

/**
 * What keeps the managers' lists and summary cards fast with a hundred thousand orders: pages
 * read newest-first from an index (per status too), searches by e-mail and subject name use
 * trigram indexes, and the cards count from a covering index. JIT compilation is switched off for
 * the shop's database: it costs tens to hundreds of milliseconds per query and pays off only for
 * long analytical queries, which the shop does not run.
 */
export class AdminAtScale extends Migration {
  override name = '0004-admin-at-scale'

  override up(): void {
    this.addSql(`create extension if not exists pg_trgm;`)
    this.addSql(`create index "orders_created_at_index" on "orders" ("created_at" desc);`)
    this.addSql(
      `create index "orders_status_created_at_index" on "orders" ("status", "created_at" desc);`,
    )
    this.addSql(
      `create index "orders_live_status_total_index" on "orders" ("status") include ("total_agorot") where "deleted_at" is null;`,
    )
    this.addSql(
      `create index "users_email_trgm_index" on "users" using gin ("email" gin_trgm_ops);`,
    )
    this.addSql(
      `create index "reports_subject_name_trgm_index" on "reports" using gin ("subject_name" gin_trgm_ops);`,
    )
    this.addSql(
      `do $$ begin execute format('alter database %I set jit = off', current_database()); end $$;`,
    )
  }
}
