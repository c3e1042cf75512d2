import { sql } from 'kysely'

/**
 * The buyer's name, over an order `o` and its account `u`: the account's, else the cardholder's
 * printed on the invoice; never the buyer's e-mail address, which is theirs to give. A gift's
 * recipient hears it, and a payment's e-mails (gone where the payer asked) greet it.
 */
export const buyerName = sql<string | null>`coalesce(nullif(trim(u.name), ''),
  nullif(trim(o.billing_name), ''))`
