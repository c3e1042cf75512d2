import { Migration } from '@mikro-orm/migrations'

/**
 * VAT rates by the day they come into force, replacing the one `vat_rate` setting: Israel's rate
 * rose from 17 % to 18 % on 2025-01-01, and an order pays the rate in force when it is paid. 17 %
 * was in force from 2015-10-01.
 */
export class VatRates extends Migration {
  override name = '0024-vat-rates'

  override up(): void {
    this.addSql(
      `create table "vat_rates" ("id" uuid not null, "rate_basis_points" int not null, "in_force_from" date not null, "created_at" timestamptz not null, primary key ("id"));`,
    )
    this.addSql(
      `alter table "vat_rates" add constraint "vat_rates_in_force_from_unique" unique ("in_force_from");`,
    )
    this.addSql(
      `alter table "vat_rates" add constraint "vat_rates_rate_check" check (rate_basis_points >= 0 and rate_basis_points <= 10000);`,
    )
    this.addSql(
      `insert into "vat_rates" ("id", "rate_basis_points", "in_force_from", "created_at") values (gen_random_uuid(), 1700, '2015-10-01', now()), (gen_random_uuid(), 1800, '2025-01-01', now());`,
    )
    this.addSql(`delete from "settings" where "key" = 'vat_rate';`)
  }
}
