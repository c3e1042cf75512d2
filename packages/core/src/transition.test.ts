import { createTestDatabase, type TestDatabase } from '@shop/db/testing'
import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertPendingOrder } from './testing.ts'
import {
  IllegalTransitionError,
  openCancellationRequest,
  openPaymentAttempt,
  transitionCancellationRequest,
  transitionMapDraft,
  transitionOrder,
  transitionPayment,
  transitionReport,
} from './transition.ts'

let db: TestDatabase
beforeAll(async () => {
  db = await createTestDatabase('transition')
})
afterAll(() => db?.drop())

const newOrder = () => insertPendingOrder(db.orm.em.fork())

const read = (sql: string, params: unknown[]) => db.orm.em.fork().execute(sql, params)
const eventsOf = (id: string) =>
  read(
    `select type, payload from outbox_events where payload->>'orderId' = ? order by created_at`,
    [id],
  )

describe('transitionOrder', () => {
  it('writes the status, its timestamp and the event together', async () => {
    const { orderId } = await newOrder()
    const from = await db.orm.em.fork().transactional((tx) => transitionOrder(tx, orderId, 'paid'))
    expect(from).toBe('pending')
    const [order] = await read(`select status, paid_at from orders where id = ?`, [orderId])
    expect(order).toMatchObject({ status: 'paid' })
    expect(order!.paid_at).not.toBeNull()
    expect(await eventsOf(orderId)).toEqual([{ type: 'order.paid', payload: { orderId } }])
  })

  it('refuses an illegal move in Hebrew and writes nothing', async () => {
    const { orderId } = await newOrder()
    const attempt = db.orm.em.fork().transactional((tx) => transitionOrder(tx, orderId, 'ready'))
    await expect(attempt).rejects.toBeInstanceOf(IllegalTransitionError)
    await expect(attempt).rejects.toThrow(
      'לא ניתן להעביר הזמנה מסטטוס "ממתין לתשלום" לסטטוס "מוכן"',
    )
    expect(await read(`select status from orders where id = ?`, [orderId])).toEqual([
      { status: 'pending' },
    ])
    expect(await eventsOf(orderId)).toEqual([])
  })

  it('leaves neither status nor event behind when the caller rolls back', async () => {
    const { orderId } = await newOrder()
    await expect(
      db.orm.em.fork().transactional(async (tx) => {
        await transitionOrder(tx, orderId, 'paid')
        throw new Error('the rest of the change failed')
      }),
    ).rejects.toThrow('the rest of the change failed')
    expect(await read(`select status from orders where id = ?`, [orderId])).toEqual([
      { status: 'pending' },
    ])
    expect(await eventsOf(orderId)).toEqual([])
  })
})

describe('transitionReport', () => {
  it('follows the report table and records report.ready with its order', async () => {
    const { orderId, reportId } = await newOrder()
    const em = db.orm.em.fork()
    await em.transactional((tx) => transitionReport(tx, reportId, 'processing'))
    await em.transactional((tx) => transitionReport(tx, reportId, 'ready'))
    await expect(
      em.transactional((tx) => transitionReport(tx, reportId, 'processing')),
    ).rejects.toThrow('לא ניתן להעביר מפה מסטטוס "מוכנה" לסטטוס "בעבודה"')
    expect(await eventsOf(orderId)).toEqual([
      { type: 'report.ready', payload: { reportId, orderId } },
    ])
  })
})

describe('transitionPayment', () => {
  it('opens an attempt pending, keeps its reference and stamps a refund', async () => {
    const { orderId } = await newOrder()
    const em = db.orm.em.fork()
    const paymentId = await em.transactional((tx) =>
      openPaymentAttempt(tx, { orderId, provider: 'sandbox', amountAgorot: 21060 }),
    )
    await em.transactional((tx) =>
      transitionPayment(tx, paymentId, 'captured', { reference: 'sandbox-1' }),
    )
    await em.transactional((tx) => transitionPayment(tx, paymentId, 'refunded'))
    const [payment] = await read(
      `select status, provider_reference, refunded_at from payments where id = ?`,
      [paymentId],
    )
    expect(payment).toMatchObject({ status: 'refunded', provider_reference: 'sandbox-1' })
    expect(payment!.refunded_at).not.toBeNull()
    await expect(
      em.transactional((tx) => transitionPayment(tx, paymentId, 'captured')),
    ).rejects.toThrow('לא ניתן להעביר תשלום מסטטוס "הוחזר" לסטטוס "נגבה"')
  })
})

describe('transitionMapDraft', () => {
  it('reads and writes a report without a draft as none, and refuses to skip the queue', async () => {
    const { reportId } = await newOrder()
    const em = db.orm.em.fork()
    await expect(
      em.transactional((tx) => transitionMapDraft(tx, reportId, 'drafted')),
    ).rejects.toThrow('לא ניתן להעביר טיוטת מפה מסטטוס "טרם הופקה" לסטטוס "מוכנה לבדיקה"')
    await em.transactional((tx) => transitionMapDraft(tx, reportId, 'queued'))
    await em.transactional((tx) => transitionMapDraft(tx, reportId, 'failed', { error: 'נכשל' }))
    expect(
      await read(`select draft_status, draft_error from reports where id = ?`, [reportId]),
    ).toEqual([{ draft_status: 'failed', draft_error: 'נכשל' }])
    await em.transactional((tx) => transitionMapDraft(tx, reportId, 'queued'))
    const from = await em.transactional((tx) => transitionMapDraft(tx, reportId, 'none'))
    expect(from).toBe('queued')
    expect(
      await read(`select draft_status, draft_error from reports where id = ?`, [reportId]),
    ).toEqual([{ draft_status: null, draft_error: null }])
  })
})

describe('transitionCancellationRequest', () => {
  it('opens a request unconfirmed, stamps each move, keeps the refusal and refuses going back', async () => {
    const { orderId } = await newOrder()
    const em = db.orm.em.fork()
    const request = await em.transactional((tx) =>
      openCancellationRequest(tx, { orderId, channel: 'site', reason: null, managerId: null }),
    )
    expect(request.referenceNumber).toBeGreaterThan(1000)
    await em.transactional((tx) => transitionCancellationRequest(tx, request.id, 'received'))
    await em.transactional((tx) =>
      transitionCancellationRequest(tx, request.id, 'declined', { declineReason: 'נמסרה' }),
    )
    const [row] = await read(
      `select status, decline_reason, received_at is not null as received,
         decided_at is not null as decided from cancellation_requests where id = ?`,
      [request.id],
    )
    expect(row).toEqual({
      status: 'declined',
      decline_reason: 'נמסרה',
      received: true,
      decided: true,
    })
    await expect(
      em.transactional((tx) => transitionCancellationRequest(tx, request.id, 'accepted')),
    ).rejects.toThrow('לא ניתן להעביר בקשת ביטול מסטטוס "נדחתה" לסטטוס "בוטלה"')
  })
})

describe('status columns', () => {
  it('are written by the transitions alone', async () => {
    const root = fileURLToPath(new URL('../../../', import.meta.url))
    const transitionModule = fileURLToPath(new URL('./transition.ts', import.meta.url))
    const writers: string[] = []
    for (const folder of ['packages', 'services']) {
      for (const file of await sourceFiles(join(root, folder))) {
        if (file === transitionModule) continue
        const text = await readFile(file, 'utf8')
        if (statusWrites.some((pattern) => pattern.test(text))) writers.push(relative(root, file))
      }
    }
    expect(writers).toEqual([])
    // The scan sees the transitions' own writes, so it would see another file's.
    const own = await readFile(transitionModule, 'utf8')
    expect(statusWrites.filter((pattern) => pattern.test(own))).toHaveLength(2)
  })
})

/**
 * An UPDATE of orders, reports, payments or cancellation requests whose SET (before any WHERE)
 * names a status column, an INSERT of a payment or a cancellation request that names its status,
 * and the same written through Kysely.
 */
const statusWrites = [
  /update\s+(orders|reports|payments|cancellation_requests)\b[^`;]*?\bset\b(?:(?!\bwhere\b)[^`;])*?\b(draft_)?status\s*=/i,
  /insert\s+into\s+(payments|cancellation_requests)\b[^`;]*?\bstatus\b/i,
  /updateTable\(\s*'(orders|reports|payments|cancellation_requests)'\s*\)\s*\.set\(\s*\{[^}]*?\b(draft_)?status\s*:/,
  /insertInto\(\s*'(payments|cancellation_requests)'\s*\)\s*\.values\(\s*\{[^}]*?\bstatus\s*:/,
]

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter(
      (entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name),
    )
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.includes('node_modules') && !file.includes('/migrations/'))
}
