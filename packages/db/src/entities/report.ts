import { defineEntity, p } from '@mikro-orm/core'
import { mapDraftStatuses, reportStatuses } from '@shop/domain'
import { createdAt, nullableTimestamp, updatedAt, uuidPrimaryKey } from './columns.ts'
import { Order } from './order.ts'

export const Report = defineEntity({
  name: 'Report',
  tableName: 'reports',
  properties: {
    id: uuidPrimaryKey(),
    order: () => p.manyToOne(Order).deleteRule('cascade'),
    position: p.smallint().default(0),
    // Empty once the buyer's account is erased (migration 0011).
    subjectName: p.string().length(100).nullable(),
    dateOfBirth: p.date().nullable(),
    hebrewBirthDate: p.string().length(100).nullable(),
    gender: p.string().length(20).default('female'),
    phone: p.string().length(30).nullable(),
    comments: p.string().length(500).nullable(),
    relationToBuyer: p.string().length(100).nullable(),
    isGift: p.boolean().default(false),
    recipientEmail: p.string().length(255).nullable(),
    giftMessage: p.string().length(300).nullable(),
    /** The day the gift's map e-mail goes out, at 09:00 Israel time (migration 0013). */
    giftDeliveryDate: p.date().nullable(),
    status: p.enum(reportStatuses).default('pending'),
    fileKey: p.string().length(300).nullable(),
    fileSize: p.integer().nullable(),
    draftKey: p.string().length(300).nullable(),
    draftStatus: p.enum(mapDraftStatuses).nullable(),
    draftError: p.string().length(500).nullable(),
    draftVersion: p.integer().default(0),
    draftRequestedAt: nullableTimestamp(),
    /** When a worker began typesetting the requested draft (migration 0020). */
    draftStartedAt: nullableTimestamp(),
    draftedAt: nullableTimestamp(),
    personalNote: p.string().length(2000).nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    readyAt: nullableTimestamp(),
  },
  indexes: [
    {
      name: 'reports_draft_queued',
      expression:
        'create index "reports_draft_queued" on "reports" ("draft_requested_at") where "draft_status" = \'queued\'',
    },
    {
      // Covering: a search tests an order's reports by name from the index alone (migration 0018)
      name: 'reports_order_id_subject_name_index',
      expression:
        'create index "reports_order_id_subject_name_index" on "reports" ("order_id") include ("subject_name")',
    },
    {
      name: 'reports_subject_name_trgm_index',
      expression:
        'create index "reports_subject_name_trgm_index" on "reports" using gin ("subject_name" gin_trgm_ops)',
    },
  ],
})
