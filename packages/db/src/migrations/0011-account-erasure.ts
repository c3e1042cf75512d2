import { Migration } from '@mikro-orm/migrations'

/**
 * Deleting an account erases the people its maps were made for (Privacy Protection Law,
 * amendment 13): a report of a paid order stays, for its invoice-receipt, but without a name,
 * birth date or phone.
 */
export class AccountErasure extends Migration {
  override name = '0011-account-erasure'

  override up(): void {
    this.addSql(
      `alter table "reports" alter column "subject_name" drop not null, alter column "date_of_birth" drop not null, alter column "phone" drop not null;`,
    )
  }
}
