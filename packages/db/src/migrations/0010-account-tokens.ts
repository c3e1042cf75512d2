import { Migration } from '@mikro-orm/migrations'

/**
 * Single-use links e-mailed to an account (password reset, e-mail verification); only a hash of
 * each token is kept. Accounts that signed up before verification existed count as verified: they
 * were never sent a link, and their receipts and maps already reached that address.
 */
export class AccountTokens extends Migration {
  override name = '0010-account-tokens'

  override up(): void {
    this.addSql(`create table "account_tokens" (
      "id" uuid not null primary key,
      "user_id" uuid not null references "users" ("id") on update cascade on delete cascade,
      "purpose" varchar(10) not null check ("purpose" in ('reset', 'verify')),
      "token_hash" varchar(64) not null unique,
      "created_at" timestamptz not null,
      "expires_at" timestamptz not null,
      "used_at" timestamptz null);`)
    this.addSql(
      `create index "account_tokens_user_purpose_index" on "account_tokens" ("user_id", "purpose");`,
    )
    this.addSql(`alter table "users" add column "email_verified_at" timestamptz null;`)
    this.addSql(`update "users" set "email_verified_at" = "created_at";`)
  }
}
