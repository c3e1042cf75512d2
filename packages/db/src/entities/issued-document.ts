import { defineEntity, p } from '@mikro-orm/core'
import { documentKinds, originalTakers, type DocumentContent } from '@shop/domain'
import { createdAt, nullableTimestamp, uuidPrimaryKey } from './columns.ts'
import { Order } from './order.ts'

/**
 * The invoice-receipts and credit invoices the shop issued (migration 0026). The row is written
 * with its frozen content in the transaction that pays or cancels the order; a worker typesets
 * the original and its copy from that content once, and the PDFs are never made again. The row
 * outlives the buyer's account (tax rules: 7 years).
 */
export const IssuedDocument = defineEntity({
  name: 'IssuedDocument',
  tableName: 'issued_documents',
  properties: {
    id: uuidPrimaryKey(),
    order: () => p.manyToOne(Order).deleteRule('restrict').index(),
    kind: p.enum(documentKinds),
    number: p.integer(),
    issuedAt: p.datetime(),
    content: p.json<DocumentContent>(),
    /** The PDF marked "מקור", and the same content marked "העתק נאמן למקור". */
    originalKey: p.string().length(300).nullable(),
    copyKey: p.string().length(300).nullable(),
    typesetAt: nullableTimestamp(),
    /** Who took the original, and when; everyone after them gets the copy. */
    originalTakenBy: p.enum(originalTakers).nullable(),
    originalTakenAt: nullableTimestamp(),
    copiesTaken: p.integer().default(0),
    createdAt: createdAt(),
  },
  uniques: [
    { name: 'issued_documents_kind_number_unique', properties: ['kind', 'number'] },
    { name: 'issued_documents_order_id_kind_unique', properties: ['order', 'kind'] },
  ],
  indexes: [{ name: 'issued_documents_issued_at_index', properties: ['issuedAt'] }],
})
