import type { EntityManager } from '@mikro-orm/postgresql'
import type { Env } from '@shop/config'
import { isUuid, typedSql, type ShopDatabase } from '@shop/db'
import type { RenderedEmail, ShopContact } from '@shop/mail'
import type { Storage } from '@shop/storage'
import type { Compilable, Kysely } from 'kysely'

/**
 * Whom an e-mail goes to. `account`: the address the customer signs in with. `payer`: the billing
 * e-mail given at payment, else the account's, since the payment's documents go where the payer
 * asked. `gift-recipient`: the address the buyer gave for a gift. `manager`: one of
 * MANAGER_EMAILS, each getting an e-mail of its own. `sender`: whoever wrote through the contact
 * form, who may have no account.
 */
export interface RecipientAddresses {
  account: { accountEmail: string }
  payer: { accountEmail: string; billingEmail: string | null }
  'gift-recipient': { giftRecipientEmail: string }
  manager: { managerEmail: string }
  sender: { senderEmail: string }
}
export type RecipientRole = keyof RecipientAddresses

export const recipientAddress: {
  [R in RecipientRole]: (addresses: RecipientAddresses[R]) => string
} = {
  account: ({ accountEmail }) => accountEmail,
  payer: ({ accountEmail, billingEmail }) => billingEmail ?? accountEmail,
  'gift-recipient': ({ giftRecipientEmail }) => giftRecipientEmail,
  manager: ({ managerEmail }) => managerEmail,
  sender: ({ senderEmail }) => senderEmail,
}

/** What a logged e-mail carries besides its address: the ids it is rendered from. */
export interface LoggedEmail<Context> {
  context: Context
  orderId: string | null
}

export interface EmailAttachment {
  filename: string
  content: Buffer
  contentType: string
}

/** The settings e-mails are rendered with. */
export type EmailSettings = Pick<Env, 'PUBLIC_URL' | 'JWT_SECRET' | 'MAPS_AUTO_APPROVE'>

/** The row an e-mail is about is gone (or was never named): sending again cannot help. */
export class NothingToRender extends Error {}

/** A query that reads at most one row (a Kysely select). */
interface OneRowQuery<Row> extends Compilable {
  executeTakeFirst(): Promise<Row | undefined>
}

/**
 * The row `query` reads by the id of the row an e-mail is about, or NothingToRender. `query` gets
 * Kysely typed from the entities and the id, checked and lower-cased.
 */
export async function rowAbout<Row extends object>(
  db: EntityManager,
  id: unknown,
  query: (kysely: Kysely<ShopDatabase>, id: string) => OneRowQuery<Row>,
): Promise<Row> {
  // An id that names no row would only fail the query with an error worth retrying.
  if (typeof id !== 'string' || !isUuid(id)) {
    throw new NothingToRender(`nothing to render: ${String(id)} is no id`)
  }
  const read = query(typedSql(db), id.toLowerCase())
  const row = await read.executeTakeFirst()
  if (!row) {
    const { sql } = read.compile()
    throw new NothingToRender(`nothing to render for ${sql.replace(/\s+/g, ' ').slice(0, 60)}`)
  }
  return row
}

/**
 * One kind of e-mail, declared in one place: whom it goes to, its idempotency key, what it is
 * rendered from and how. The API and the worker log it with `recordEmail`, the worker renders it
 * when it sends it.
 */
export interface EmailKind<Role extends RecipientRole, Context, Data, KeyParts extends unknown[]> {
  to: Role
  /** What makes one e-mail unique: the same key is never sent twice. */
  key(...parts: KeyParts): string
  /** Reads what the e-mail says, when it is sent, from the ids it was logged with. */
  load(db: EntityManager, email: LoggedEmail<Context>, settings: EmailSettings): Promise<Data>
  render(data: Data, contact: ShopContact): RenderedEmail
  /** Files sent with it, read when it is sent (the payment e-mail's invoice-receipt). */
  attachments?(
    db: EntityManager,
    storage: Pick<Storage, 'get'>,
    email: LoggedEmail<Context>,
  ): Promise<EmailAttachment[]>
  /**
   * Gives back what `attachments` claimed when SMTP did not take the e-mail (the invoice-receipt's
   * original), so that a file only one taker may have is not lost with an e-mail that never went.
   */
  notSent?(db: EntityManager, email: LoggedEmail<Context>): Promise<void>
  /** Sample data, to look at the e-mail without placing orders. */
  preview: Data
  /** Delivers a map: once every such e-mail of an order is sent, the order can be completed. */
  delivers?: true
  /** Goes to any address a visitor types in: capped (unproven-emails.ts). */
  unproven?: true
}

/** Declares a kind, its types read from the declaration. */
export function emailKind<Role extends RecipientRole, Context, Data, KeyParts extends unknown[]>(
  kind: EmailKind<Role, Context, Data, KeyParts>,
) {
  return kind
}
