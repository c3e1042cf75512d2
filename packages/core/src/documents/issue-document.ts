import type { EntityManager } from '@mikro-orm/postgresql'
import type { Env } from '@shop/config'
import { isoTimestamp, readSettings, typedSql } from '@shop/db'
import { businessDetailsComplete, he, type DocumentContent } from '@shop/domain'

/** The shop's contact lines as the documents print them (SHOP_CONTACT_EMAIL and _PHONE). */
export interface SellerContact {
  email: string
  phone: string
}

export const sellerContact = (env: Pick<Env, 'SHOP_CONTACT_EMAIL' | 'SHOP_CONTACT_PHONE'>) => ({
  email: env.SHOP_CONTACT_EMAIL,
  phone: env.SHOP_CONTACT_PHONE,
})

async function frozenSeller(tx: EntityManager, contact: SellerContact) {
  const settings = await readSettings(tx)
  return {
    name: settings.business_name,
    address: settings.business_address,
    dealerNumber: settings.dealer_number,
    email: contact.email,
    phone: contact.phone,
    complete: businessDetailsComplete(settings),
  }
}

async function insertDocument(tx: EntityManager, orderId: string, content: DocumentContent) {
  await typedSql(tx)
    .insertInto('issued_documents')
    .values({
      order_id: orderId,
      kind: content.kind,
      number: content.number,
      issued_at: content.issuedAt,
      content,
    })
    // Issuing again (a charge recorded twice) keeps the first: an issued document never changes.
    .onConflict((conflict) => conflict.columns(['order_id', 'kind']).doNothing())
    .execute()
}

/**
 * The next number of a document series (the counter row, locked until the caller's transaction
 * ends): gap-free, as Israeli rules want invoice numbers, since a rolled-back document gives its
 * number back.
 */
export async function nextDocumentNumber(
  tx: EntityManager,
  series: 'receipt_number' | 'credit_number',
): Promise<number> {
  const counter = await typedSql(tx)
    .updateTable('counters')
    .set((eb) => ({ value: eb('value', '+', 1) }))
    .where('name', '=', series)
    .returning('value')
    .executeTakeFirstOrThrow()
  return counter.value
}

/**
 * Issues the invoice-receipt of an order just paid, in the paying transaction, after the receipt
 * number and the captured payment are written: what it says is frozen here, from the order, the
 * business details and the buyer as they are now.
 */
export async function issueInvoiceReceipt(
  tx: EntityManager,
  orderId: string,
  contact: SellerContact,
): Promise<void> {
  const db = typedSql(tx)
  const order = await db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .where('o.id', '=', orderId)
    .select((eb) => [
      'o.order_number',
      'o.receipt_number',
      isoTimestamp(eb.ref('o.paid_at')).as('paid_at'),
      'o.billing_name',
      'o.billing_business_name',
      'o.billing_dealer_number',
      'u.name as account_name',
      'o.payment_method',
      'o.unit_price_agorot',
      'o.subtotal_agorot',
      'o.discount_agorot',
      'o.coupon_code',
      'o.vat_rate_basis_points',
      'o.vat_agorot',
      'o.total_agorot',
    ])
    .executeTakeFirstOrThrow()
  if (order.receipt_number === null || order.paid_at === null) {
    throw new Error(`order ${orderId} has no receipt to issue`)
  }
  const reports = await db
    .selectFrom('reports')
    .where('order_id', '=', orderId)
    .orderBy('position')
    .select('id')
    .execute()
  const payment = await db
    .selectFrom('payments')
    .where('order_id', '=', orderId)
    .where('status', '=', 'captured')
    .orderBy('created_at', 'desc')
    .select('provider_reference')
    .executeTakeFirst()
  await insertDocument(tx, orderId, {
    kind: 'invoice-receipt',
    number: order.receipt_number,
    issuedAt: order.paid_at,
    seller: await frozenSeller(tx, contact),
    // Neither the buyer's address nor the names the maps were made for: the document never
    // changes and outlives an erased account, which keeps only the name printed on it (tax
    // rules against Privacy Protection Law amendment 13).
    buyer: {
      name: order.billing_name ?? order.account_name,
      businessName: order.billing_business_name,
      dealerNumber: order.billing_dealer_number,
    },
    orderNumber: order.order_number,
    receiptNumber: order.receipt_number,
    receiptDate: order.paid_at,
    lines: reports.map(() => ({
      description: he.invoice.lineDescription,
      quantity: 1,
      unitPriceAgorot: order.unit_price_agorot,
    })),
    subtotalAgorot: order.subtotal_agorot,
    discountAgorot: order.discount_agorot,
    couponCode: order.coupon_code,
    vatRateBasisPoints: order.vat_rate_basis_points,
    vatAgorot: order.vat_agorot,
    totalAgorot: order.total_agorot,
    paymentMethod: order.payment_method,
    paymentReference: payment?.provider_reference ?? null,
  })
}

/**
 * Issues the credit invoice of an order just cancelled, in the cancelling transaction, after its
 * credit number is written: it credits the invoice-receipt as that was issued (its buyer, lines,
 * VAT rate and amounts), under the business details of today.
 */
export async function issueCreditInvoice(
  tx: EntityManager,
  orderId: string,
  contact: SellerContact,
): Promise<void> {
  const db = typedSql(tx)
  const order = await db
    .selectFrom('orders')
    .where('id', '=', orderId)
    .select((eb) => ['credit_number', isoTimestamp(eb.ref('cancelled_at')).as('cancelled_at')])
    .executeTakeFirstOrThrow()
  const receipt = await db
    .selectFrom('issued_documents')
    .where('order_id', '=', orderId)
    .where('kind', '=', 'invoice-receipt')
    .select('content')
    .executeTakeFirstOrThrow()
  if (order.credit_number === null || order.cancelled_at === null) {
    throw new Error(`order ${orderId} has no credit invoice to issue`)
  }
  await insertDocument(tx, orderId, {
    ...receipt.content,
    kind: 'credit-invoice',
    number: order.credit_number,
    issuedAt: order.cancelled_at,
    seller: await frozenSeller(tx, contact),
  })
}
