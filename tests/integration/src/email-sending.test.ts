import { placePaidOrder, signUpCustomer } from '@shop/api/testing'
import { recordEmail, type EmailJobData } from '@shop/core'
import { sendEmailProcessor } from '@shop/worker/testing'
import { UnrecoverableError, type Job } from 'bullmq'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  startDeliveryHarness,
  startTestWorker,
  testWorkerDeps,
  type DeliveryHarness,
} from './testing.ts'

let harness: DeliveryHarness

beforeAll(async () => {
  harness = await startDeliveryHarness('email_sending', {}, { withWorker: false })
})
afterAll(() => harness?.close())
afterEach(() => {
  harness.smtp.holdMs = () => 0
})

let messages = 0

/** A buyer with a paid order, named `name` on the account the e-mails are addressed to. */
async function buyerWithOrder(name: string) {
  const buyer = await signUpCustomer(harness.api)
  const orderId = (await placePaidOrder(harness.api, buyer.token)).id
  await harness.shop.db.orm.em
    .fork()
    .execute(`update users set name = ? where id = ?`, [name, buyer.userId])
  return { email: buyer.email, orderId }
}

/** Managers' messages logged as the API logs them; answers their ids. */
function logMessages(count: number, to: { email: string; orderId?: string }) {
  return harness.shop.db.orm.em.fork().transactional(async (tx) => {
    const ids: string[] = []
    for (let index = 0; index < count; index++) {
      ids.push(
        await recordEmail(tx, {
          key: `sending.${++messages}`,
          template: 'admin-message',
          to: { accountEmail: to.email },
          orderId: to.orderId,
          context: { subject: 'עדכון', body: 'ההזמנה שלך בהכנה' },
        }),
      )
    }
    return ids
  })
}

/** The e-mail processor on this suite's database, sending to its SMTP server. */
function emailProcessor() {
  const deps = testWorkerDeps(harness.shop, harness.smtp)
  const process = sendEmailProcessor(deps)
  const run = (emailIds: string[]) =>
    process({ data: { emailIds }, attemptsMade: 0, opts: { attempts: 5 } } as Job<EmailJobData>)
  return { run, close: () => deps.transport.close() }
}

const statuses = async (ids: string[]) =>
  Object.fromEntries(
    (
      await harness.shop.db.orm.em
        .fork()
        .execute<{ id: string; status: string }[]>(
          `select id, status from email_log where id in (?)`,
          [ids],
        )
    ).map((row) => [row.id, row.status]),
  )

const mailTo = (email: string) =>
  harness.smtp.deliveries.filter((mail) => mail.envelopeTo.includes(email))

describe('an e-mail job', () => {
  it('renders its e-mail from the rows as they are when it runs', async () => {
    const noa = await buyerWithOrder('נועה')
    const [first, second] = await logMessages(2, noa)
    const processor = emailProcessor()
    try {
      await processor.run([first!])
      await harness.shop.db.orm.em
        .fork()
        .execute(`update users set name = 'נועה כהן' where email = ?`, [noa.email])
      await processor.run([second!])
      expect(await statuses([first!, second!])).toEqual({ [first!]: 'sent', [second!]: 'sent' })
      const [before, after] = mailTo(noa.email).filter((mail) => mail.subject?.includes('עדכון'))
      expect(before!.html).toContain('נועה')
      expect(before!.html).not.toContain('נועה כהן')
      expect(after!.html).toContain('נועה כהן')
    } finally {
      processor.close()
    }
  })

  it('fails for good the e-mail whose row is gone, and sends the others it carries', async () => {
    const noa = await buyerWithOrder('נועה')
    const [orderless] = await logMessages(1, { email: noa.email })
    const toNoa = await logMessages(2, noa)
    const processor = emailProcessor()
    try {
      await expect(processor.run([orderless!, ...toNoa])).rejects.toBeInstanceOf(UnrecoverableError)
      expect(await statuses([orderless!, ...toNoa])).toEqual({
        [orderless!]: 'failed',
        [toNoa[0]!]: 'sent',
        [toNoa[1]!]: 'sent',
      })
    } finally {
      processor.close()
    }
  })
})

describe('e-mails queued together', () => {
  it('reach SMTP no more at once than WORKER_EMAIL_CONCURRENCY', async () => {
    const noa = await buyerWithOrder('נועה')
    const ids = await logMessages(30, noa)
    const atSmtp = { now: 0, most: 0 }
    harness.smtp.holdMs = () => {
      atSmtp.now += 1
      atSmtp.most = Math.max(atSmtp.most, atSmtp.now)
      setTimeout(() => (atSmtp.now -= 1), 40)
      return 50
    }
    // More pooled connections than the limit: only the limit can hold the sends back.
    const worker = startTestWorker(harness.shop, harness.smtp, {
      env: { WORKER_EMAIL_CONCURRENCY: '4', SMTP_POOL_SIZE: '10' },
    })
    try {
      await harness.smtp.waitFor(
        (mail) => mail.envelopeTo.includes(noa.email) && mail.subject?.includes('עדכון') === true,
        30,
        30_000,
      )
      // Each row is marked sent just after SMTP accepted its e-mail: the last marks may follow
      await expect
        .poll(async () => Object.values(await statuses(ids)).filter((s) => s === 'sent').length, {
          timeout: 10_000,
        })
        .toBe(30)
      expect(atSmtp.most).toBe(4)
    } finally {
      await worker.stop()
    }
  })
})

/** The database refuses updates of the e-mail log matching `when` until the answer is called. */
async function refuseLogUpdates(when: string) {
  const em = harness.shop.db.orm.em.fork()
  await em.execute(
    `create or replace function refuse_email_update() returns trigger language plpgsql as $$
     begin raise exception 'the database is away'; end $$`,
  )
  await em.execute(
    `create trigger refuse_email_update before update on email_log for each row
     when (${when}) execute function refuse_email_update()`,
  )
  return () => em.execute(`drop trigger refuse_email_update on email_log`)
}

describe('an e-mail whose bookkeeping the database refuses', () => {
  it('is marked sent by the retry, not sent again, when SMTP accepted it', async () => {
    const noa = await buyerWithOrder('נועה')
    const [emailId, other] = await logMessages(2, noa)
    const deliveries = () =>
      harness.smtp.deliveries.filter((mail) => mail.envelopeTo.includes(noa.email))
    // A job in Redis (no worker takes it here), so its data is kept between attempts.
    const queue = harness.shop.deps.queues.email
    const jobId = `bookkeeping-${emailId}`
    await queue.add('send', { emailIds: [emailId!, other!] }, { jobId })
    const job = async () => (await queue.getJob(jobId)) as Job<EmailJobData>
    const deps = testWorkerDeps(harness.shop, harness.smtp)
    const process = sendEmailProcessor(deps)
    try {
      const allow = await refuseLogUpdates(`new.status = 'sent' and new.id = '${emailId}'`)
      await expect(process(await job())).rejects.toThrow('the database is away')
      await allow()
      expect(deliveries()).toHaveLength(2)
      expect(await statuses([emailId!, other!])).toEqual({ [emailId!]: 'queued', [other!]: 'sent' })
      await process(await job())
      expect(await statuses([emailId!, other!])).toEqual({ [emailId!]: 'sent', [other!]: 'sent' })
      expect(deliveries()).toHaveLength(2)
    } finally {
      deps.transport.close()
    }
  })

  it('is not handed to SMTP while the database cannot record the attempt', async () => {
    const noa = await buyerWithOrder('נועה')
    const [emailId] = await logMessages(1, noa)
    const processor = emailProcessor()
    try {
      const allow = await refuseLogUpdates('true')
      await expect(processor.run([emailId!])).rejects.toThrow('the database is away')
      await allow()
      expect(await statuses([emailId!])).toEqual({ [emailId!]: 'queued' })
      expect(harness.smtp.deliveries.filter((mail) => mail.envelopeTo.includes(noa.email))).toEqual(
        [],
      )
    } finally {
      processor.close()
    }
  })
})
