import { placePaidOrder, signUpCustomer } from '@shop/api/testing'
import { emailJobId, emailJobSize, recordEmail, relayEmailBatch, type EmailJob } from '@shop/core'
import { sweepQueuedEmails } from '@shop/worker/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDeliveryHarness, startTestWorker, type DeliveryHarness } from './testing.ts'

let harness: DeliveryHarness
const workers: ReturnType<typeof startTestWorker>[] = []

beforeAll(async () => {
  harness = await startDeliveryHarness('email_batches', {}, { withWorker: false })
})
afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.stop()))
  await harness?.close()
})

/**
 * Small relay batches and fewer SMTP connections than sends at a time: two relays claim batches
 * side by side, and sends queue for a pooled connection.
 */
function startWorker() {
  const worker = startTestWorker(harness.shop, harness.smtp, {
    relayBatchSize: 25,
    env: { WORKER_EMAIL_CONCURRENCY: '8', SMTP_POOL_SIZE: '3' },
  })
  workers.push(worker)
  return worker
}

describe('e-mails relayed together in one job', () => {
  it('are restored in that job under its id, skipped once not queued, each sent once', async () => {
    const { api, shop, smtp } = harness
    const { email } = shop.deps.queues
    const buyer = await signUpCustomer(api)
    const orderId = (await placePaidOrder(api, buyer.token)).id
    const publish = (jobs: EmailJob[]) => email.addBulk(jobs).then(() => undefined)
    // What signing up and paying logged goes first, so the next relay holds only these.
    while (await relayEmailBatch(shop.db.orm.em, publish, 100));
    const keys = Array.from(
      { length: emailJobSize + 2 },
      (_, index) => `grouped.${orderId}.${index}`,
    )
    await shop.db.orm.em.fork().transactional(async (tx) => {
      for (const key of keys) {
        await recordEmail(tx, {
          key,
          template: 'admin-message',
          to: { accountEmail: buyer.email },
          orderId,
          context: { subject: 'הודעה', body: 'ההזמנה שלך בהכנה' },
        })
      }
    })
    const rows = () =>
      shop.db.orm.em
        .fork()
        .execute<{ id: string; idempotency_key: string; job_id: string; published: boolean }[]>(
          `select id, idempotency_key, job_id, published_at is not null as published
           from email_log where idempotency_key like ? order by id`,
          [`grouped.${orderId}.%`],
        )
    // Redis did not take the jobs (or took them after the relay gave up): the next round adds the
    // same jobs, so one that arrived late is not joined by a second job for its e-mails.
    const away = () => Promise.reject(new Error('Redis is away'))
    await expect(relayEmailBatch(shop.db.orm.em, away, 100)).rejects.toThrow('Redis is away')
    const given = await rows()
    expect(given.every((row) => row.job_id && !row.published)).toBe(true)
    expect(await relayEmailBatch(shop.db.orm.em, publish, 100)).toBe(keys.length)
    expect(await rows()).toEqual(given.map((row) => ({ ...row, published: true })))

    const groups = new Map<string, { id: string; idempotency_key: string }[]>()
    for (const row of await rows()) groups.set(row.job_id, [...(groups.get(row.job_id) ?? []), row])
    expect([...groups.values()].map((group) => group.length).sort((a, b) => a - b)).toEqual([
      2,
      emailJobSize,
    ])
    const emailsOfJob = async (jobId: string) =>
      new Set(((await email.getJob(jobId))?.data as EmailJob['data'] | undefined)?.emailIds)
    for (const [jobId, group] of groups) {
      expect(await emailsOfJob(jobId)).toEqual(new Set(group.map((row) => row.id)))
    }

    // Jobs still in Redis are not added again, not even under the e-mails' own keys.
    const relayedLongAgo = () =>
      shop.db.orm.em
        .fork()
        .execute(
          `update email_log set published_at = now() - interval '1 hour' where idempotency_key like ?`,
          [`grouped.${orderId}.%`],
        )
    await relayedLongAgo()
    const sweeper = { env: shop.deps.env, orm: shop.db.orm, queues: shop.deps.queues }
    const waiting = await email.getWaitingCount()
    expect(await sweepQueuedEmails(sweeper, 60)).toBeGreaterThanOrEqual(keys.length)
    expect(await email.getWaitingCount()).toBe(waiting)
    for (const key of keys) {
      if (!groups.has(emailJobId(key))) expect(await email.getJob(emailJobId(key))).toBeFalsy()
    }

    // Redis lost the biggest job; meanwhile one of its e-mails was given up on (as erasing its
    // account does), and the job comes back with the others.
    const [lostId, lost] = [...groups].find(([, group]) => group.length === emailJobSize)!
    await (await email.getJob(lostId))!.remove()
    await shop.db.orm.em
      .fork()
      .execute(`update email_log set status = 'failed' where id = ?`, [lost[0]!.id])
    await sweepQueuedEmails(sweeper, 60)
    expect(await emailsOfJob(lostId)).toEqual(new Set(lost.slice(1).map((row) => row.id)))

    const worker = startWorker()
    const ours = (mail: { messageId?: string }) =>
      mail.messageId?.startsWith(`<grouped.${orderId}.`) ?? false
    await smtp.waitFor(ours, keys.length - 1, 30_000)
    await worker.stop()
    workers.splice(workers.indexOf(worker), 1)
    const delivered = smtp.deliveries.filter(ours).map((mail) => mail.messageId)
    expect(delivered.sort()).toEqual(
      keys
        .filter((key) => key !== lost[0]!.idempotency_key)
        .map((key) => `<${key}@localhost>`)
        .sort(),
    )

    // A job that finished while one of its e-mails was queued again will not run again: the
    // sweeper adds it anew with that e-mail.
    const late = lost.at(-1)!
    await shop.db.orm.em
      .fork()
      .execute(`update email_log set status = 'queued' where id = ?`, [late.id])
    await relayedLongAgo()
    expect(await (await email.getJob(lostId))!.isCompleted()).toBe(true)
    await sweepQueuedEmails(sweeper, 60)
    expect(await (await email.getJob(lostId))!.isCompleted()).toBe(false)
    expect(await emailsOfJob(lostId)).toEqual(new Set([late.id]))
  }, 60_000)
})

describe('e-mails relayed in batches and sent over pooled connections', () => {
  it('arrive each exactly once, with two workers side by side and one replaced midway', async () => {
    const { api, shop, smtp } = harness
    const buyer = await signUpCustomer(api)
    const orderId = (await placePaidOrder(api, buyer.token)).id
    const count = 300
    const keys = Array.from({ length: count }, (_, index) => `batch.${orderId}.${index}`)
    await shop.db.orm.em.fork().transactional(async (tx) => {
      for (const [index, key] of keys.entries()) {
        await recordEmail(tx, {
          key,
          template: 'admin-message',
          to: { accountEmail: buyer.email },
          orderId,
          context: { subject: `הודעה ${index}`, body: 'ההזמנה שלך בהכנה' },
        })
      }
    })
    const ours = (mail: { messageId?: string }) =>
      mail.messageId?.startsWith(`<batch.${orderId}.`) ?? false

    const [first] = [startWorker(), startWorker()]
    await smtp.waitFor(ours, count / 3, 60_000)
    // Stopped while batches are still being relayed and sent; its active sends finish first.
    await first.stop()
    workers.splice(workers.indexOf(first), 1)
    startWorker()
    await smtp.waitFor(ours, count, 60_000)
    // Once no e-mail job waits or runs, no duplicate is still on its way.
    await expect
      .poll(
        () =>
          shop.deps.queues.email.getJobCountByTypes('waiting', 'active', 'delayed', 'prioritized'),
        { timeout: 30_000 },
      )
      .toBe(0)

    const delivered = smtp.deliveries.filter(ours).map((mail) => mail.messageId)
    expect(delivered).toHaveLength(count)
    expect(new Set(delivered)).toEqual(new Set(keys.map((key) => `<${key}@localhost>`)))
    const rows = await shop.db.orm.em
      .fork()
      .execute<{ status: string; attempts: number; total: number }[]>(
        `select status, attempts, count(*)::int as total from email_log
         where order_id = ? and template = 'admin-message' group by status, attempts`,
        [orderId],
      )
    expect(rows).toEqual([{ status: 'sent', attempts: 1, total: count }])
  }, 120_000)
})
