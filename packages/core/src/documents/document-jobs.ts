import type { EntityManager } from '@mikro-orm/postgresql'
import { typedSql } from '@shop/db'
import type { Queue } from 'bullmq'

export interface DocumentJob {
  documentId: string
}

const documentJobId = ({ documentId }: DocumentJob) => `document.${documentId}`

/**
 * Adds the typesetting job of every issued document of the order not typeset yet, or of every one
 * issued more than `olderThanSeconds` ago and still not typeset (the sweeper: Redis lost its job,
 * or every attempt failed). The row is the truth; job ids are deterministic, so adding a job
 * again changes nothing while Redis remembers it.
 */
export async function publishDocuments(
  em: EntityManager,
  queue: Queue,
  scope: { orderId: string } | { olderThanSeconds: number },
): Promise<number> {
  let query = typedSql(em)
    .selectFrom('issued_documents')
    .where('typeset_at', 'is', null)
    .select('id')
  query =
    'orderId' in scope
      ? query.where('order_id', '=', scope.orderId)
      : query.where(
          'created_at',
          '<',
          new Date(Date.now() - scope.olderThanSeconds * 1000).toISOString(),
        )
  const rows = await query.execute()
  for (const row of rows) {
    const job: DocumentJob = { documentId: row.id }
    await queue.add('typeset', job, {
      jobId: documentJobId(job),
      attempts: 6,
      backoff: { type: 'exponential', delay: 3000 },
    })
  }
  return rows.length
}
