import { parseEnv } from '@shop/config'
import type { EmailJobData } from '@shop/queue'
import { UnrecoverableError, type Job } from 'bullmq'
import type { SendMailOptions } from 'nodemailer'
import { describe, expect, it } from 'vitest'
import type { WorkerDeps } from '../context.ts'
import type { EmailRow } from '../emails/render-email.ts'
import { sendEmailProcessor } from './send-email.ts'

const orders = {
  noa: '0b9a3c52-8f0e-4a8e-9a57-2f5a2d0c1f01',
  dani: '0b9a3c52-8f0e-4a8e-9a57-2f5a2d0c1f02',
  gone: '0b9a3c52-8f0e-4a8e-9a57-2f5a2d0c1f03',
}
const names: Record<string, string> = { [orders.noa]: 'נועה', [orders.dani]: 'דני' }

function managerMessage(index: number, orderId: string | null): EmailRow {
  return {
    id: `email-${index}`,
    idempotency_key: `message.${index}`,
    recipient: `buyer-${index}@example.co.il`,
    template: 'admin-message',
    order_id: orderId,
    context: { subject: 'עדכון', body: 'ההזמנה שלך בהכנה' },
  }
}

/**
 * The statements the processor runs, answered from `emails` and the orders above; SMTP accepts
 * each message after a few milliseconds.
 */
function fakeWorker(emails: EmailRow[], concurrency = 10) {
  const contextQueries: string[][] = []
  const failed: string[] = []
  const sent: SendMailOptions[] = []
  const sending = { now: 0, most: 0 }
  const em = {
    execute(sql: string, [first, second, id]: unknown[]) {
      if (sql.includes('from email_log where id in')) {
        return Promise.resolve(emails.filter((email) => (first as string[]).includes(email.id)))
      }
      if (sql.includes('as key')) {
        const keys = first as string[]
        contextQueries.push(keys)
        return Promise.resolve(
          keys.filter((key) => names[key]).map((key) => ({ key, name: names[key] })),
        )
      }
      if (sql.includes("set status = 'sent'")) {
        return Promise.resolve((second as string[]).map((sentId) => ({ id: sentId })))
      }
      failed.push(id as string)
      return Promise.resolve([])
    },
  }
  const transport = {
    async sendMail(message: SendMailOptions) {
      sending.now += 1
      sending.most = Math.max(sending.most, sending.now)
      await new Promise((resolve) => setTimeout(resolve, 5))
      sending.now -= 1
      sent.push(message)
    },
  }
  const deps = {
    env: parseEnv({
      PUBLIC_URL: 'http://localhost:3000',
      JWT_SECRET: 'a-test-secret-of-at-least-32-characters',
      WORKER_EMAIL_CONCURRENCY: String(concurrency),
    }),
    orm: { em: { fork: () => em } },
    transport,
  } as unknown as WorkerDeps
  const process = sendEmailProcessor(deps)
  const run = (ids: string[]) =>
    process({
      data: { emailIds: ids },
      attemptsMade: 0,
      opts: { attempts: 5 },
    } as Job<EmailJobData>)
  return { run, contextQueries, failed, sent, sending }
}

describe('sending a job’s e-mails', () => {
  it('reads what they are rendered from in one query per question, failing only the e-mail whose row is gone', async () => {
    const emails = [
      managerMessage(1, orders.noa),
      managerMessage(2, orders.dani.toUpperCase()),
      managerMessage(3, orders.noa),
      managerMessage(4, orders.gone),
      managerMessage(5, null),
    ]
    const worker = fakeWorker(emails)
    const job = worker.run(emails.map((email) => email.id))
    await expect(job).rejects.toBeInstanceOf(UnrecoverableError)
    // An id that names no row is not asked for: it could only fail the query the others share.
    expect(worker.contextQueries).toEqual([[orders.noa, orders.dani, orders.gone]])
    expect(worker.sent.map((message) => message.to).sort()).toEqual([
      'buyer-1@example.co.il',
      'buyer-2@example.co.il',
      'buyer-3@example.co.il',
    ])
    expect(worker.sent.find((message) => message.to === 'buyer-2@example.co.il')?.html).toContain(
      'דני',
    )
    expect(worker.failed.sort()).toEqual(['email-4', 'email-5'])
  })

  it('reads afresh for every job: nothing one job read is reused by the next', async () => {
    const emails = [managerMessage(1, orders.noa), managerMessage(2, orders.noa)]
    const worker = fakeWorker(emails)
    await worker.run(['email-1'])
    await worker.run(['email-2'])
    expect(worker.contextQueries).toEqual([[orders.noa], [orders.noa]])
    expect(worker.sent).toHaveLength(2)
  })

  it('hands SMTP no more e-mails at once than the limit, across the jobs running side by side', async () => {
    const emails = Array.from({ length: 30 }, (_, index) => managerMessage(index, orders.noa))
    const worker = fakeWorker(emails, 4)
    const ids = emails.map((email) => email.id)
    await Promise.all([worker.run(ids.slice(0, 10)), worker.run(ids.slice(10))])
    expect(worker.sent).toHaveLength(30)
    expect(worker.sending.most).toBe(4)
  })
})
