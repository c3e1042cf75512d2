import { Migration } from '@mikro-orm/migrations'

/**
 * Issued documents: each invoice-receipt and credit invoice with its content frozen at issue and
 * the S3 keys of its original and copy PDFs; the order keeps the business the buyer asked its
 * invoice to name. Documents issued before this were read live; they are frozen here as they read
 * now (the shop's contact lines, which came from the process's settings, left empty) and the
 * worker's sweeper typesets them.
 */
export class IssuedDocuments extends Migration {
  override name = '0026-issued-documents'

  override up(): void {
    this.addSql(
      `alter table "orders" add column "billing_business_name" varchar(100) null, add column "billing_dealer_number" varchar(9) null;`,
    )
    this.addSql(
      `create table "issued_documents" ("id" uuid not null, "order_id" uuid not null, "kind" text check ("kind" in ('invoice-receipt', 'credit-invoice')) not null, "number" int not null, "issued_at" timestamptz not null, "content" jsonb not null, "original_key" varchar(300) null, "copy_key" varchar(300) null, "typeset_at" timestamptz null, "original_taken_by" text check ("original_taken_by" in ('e-mail', 'buyer', 'manager')) null, "original_taken_at" timestamptz null, "copies_taken" int not null default 0, "created_at" timestamptz not null, primary key ("id"));`,
    )
    this.addSql(
      `create index "issued_documents_order_id_index" on "issued_documents" ("order_id");`,
    )
    this.addSql(
      `create index "issued_documents_issued_at_index" on "issued_documents" ("issued_at");`,
    )
    this.addSql(
      `alter table "issued_documents" add constraint "issued_documents_kind_number_unique" unique ("kind", "number");`,
    )
    this.addSql(
      `alter table "issued_documents" add constraint "issued_documents_order_id_kind_unique" unique ("order_id", "kind");`,
    )
    this.addSql(
      `alter table "issued_documents" add constraint "issued_documents_order_id_foreign" foreign key ("order_id") references "orders" ("id");`,
    )
    this.addSql(`
      with seller as (
        select coalesce(max(value) filter (where key = 'business_name'), '') as name,
          coalesce(max(value) filter (where key = 'business_address'), '') as address,
          coalesce(max(value) filter (where key = 'dealer_number'), '') as dealer_number
        from settings
      ), issued as (
        select o.*, k.kind, k.number, k.issued_at,
          (select coalesce(jsonb_agg(jsonb_build_object('description',
              'מפה נומרולוגית אישית',
              'quantity', 1, 'unitPriceAgorot', o.unit_price_agorot) order by r.position), '[]')
           from reports r where r.order_id = o.id) as lines,
          (select u.name from users u where u.id = o.user_id) as account_name,
          (select p.provider_reference from payments p where p.order_id = o.id
             and p.status in ('captured', 'refunded') order by p.created_at desc limit 1) as reference
        from orders o
        cross join lateral (values ('invoice-receipt', o.receipt_number, o.paid_at),
          ('credit-invoice', o.credit_number, o.cancelled_at)) as k(kind, number, issued_at)
        where o.receipt_number is not null and k.number is not null
      )
      insert into issued_documents (id, order_id, kind, number, issued_at, content, created_at)
      select gen_random_uuid(), i.id, i.kind, i.number, i.issued_at, jsonb_build_object(
          'kind', i.kind, 'number', i.number,
          'issuedAt', to_char(i.issued_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'seller', jsonb_build_object('name', s.name, 'address', s.address,
            'dealerNumber', s.dealer_number, 'email', '', 'phone', '',
            'complete', s.name <> '' and s.address <> '' and s.dealer_number ~ '^[0-9]{9}$'
              and s.dealer_number <> '000000000'),
          'buyer', jsonb_build_object('name', coalesce(i.billing_name, i.account_name),
            'email', null, 'businessName', null, 'dealerNumber', null),
          'orderNumber', i.order_number, 'receiptNumber', i.receipt_number,
          'receiptDate', to_char(i.paid_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'lines', i.lines, 'subtotalAgorot', i.subtotal_agorot,
          'discountAgorot', i.discount_agorot, 'couponCode', i.coupon_code,
          'vatRateBasisPoints', i.vat_rate_basis_points, 'vatAgorot', i.vat_agorot,
          'totalAgorot', i.total_agorot, 'paymentMethod', i.payment_method,
          'paymentReference', i.reference),
        now()
      from issued i cross join seller s;`)
  }
}
