import { placePaidOrder, signUpCustomer, type TestApp } from '@shop/api/testing'
import type { SmtpCatcher } from '@shop/mail/testing'
import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { envAsStrings, settled, startDeliveryHarness, type DeliveryHarness } from './testing.ts'

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))

let harness: DeliveryHarness
let shop: TestApp
let smtp: SmtpCatcher
const children: ChildProcess[] = []

/** The worker as production runs it: its own process, killed the way a crash kills it. */
function startWorkerProcess(): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/worker/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...envAsStrings(shop.deps.env), SMTP_URL: smtp.url, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  children.push(child)
  return child
}

beforeAll(async () => {
  harness = await startDeliveryHarness('worker_crash', {}, { withWorker: false })
  ;({ shop, smtp } = harness)
})
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL')
  await harness?.close()
})

describe('a worker killed in the middle of sending', () => {
  it('is replaced, and each e-mail arrives exactly once', async () => {
    const { api, adminToken } = harness
    const buyer = await signUpCustomer(api)
    const orderId = (await placePaidOrder(api, buyer.token)).id
    const subjects = ['ראשון', 'שני', 'שלישי']
    for (const subject of subjects) {
      await api('POST', `/api/admin/orders/${orderId}/email`, {
        token: adminToken,
        body: { subject, body: `הודעה ${subject}` },
      })
    }

    // One message's data reaches the SMTP server, which holds its answer; the worker dies
    // before hearing it, as in a crash in the middle of sending.
    const first = startWorkerProcess()
    let heldSubject: string | undefined
    const killed = new Promise<void>((resolve) => {
      smtp.onHold = (mail) => {
        heldSubject = mail.subject
        first.kill('SIGKILL')
        first.once('exit', () => resolve())
      }
    })
    smtp.holdMs = () => (heldSubject ? 0 : 3000)
    await killed
    expect(first.signalCode).toBe('SIGKILL')

    startWorkerProcess()
    const toBuyer = (m: { envelopeTo: string[] }) =>
      m.envelopeTo.includes(buyer.email) || m.envelopeTo.includes('billing@example.co.il')
    // The messages, the payment confirmation and the sign-up's verification e-mail
    const expected = subjects.length + 2
    await smtp.waitFor(toBuyer, expected, 60_000)
    await settled(shop)

    const inbox = smtp.messages.filter(toBuyer).map((m) => m.subject!)
    expect(inbox.filter((subject) => subjects.includes(subject)).sort()).toEqual(
      [...subjects].sort(),
    )
    expect(inbox).toHaveLength(expected)
    // The message cut off mid-send was delivered exactly once, by the replacement worker.
    expect(smtp.deliveries.filter((m) => m.subject === heldSubject)).toHaveLength(1)
    // Another message may have been accepted just before the crash, its bookkeeping lost: it is
    // sent again under the same Message-ID, which the mailbox keeps once.
    const messageIds = smtp.deliveries.filter(toBuyer).map((m) => m.messageId)
    expect(new Set(messageIds).size).toBe(expected)
    const rows = await shop.db.orm.em
      .fork()
      .execute<{ status: string }[]>(`select status from email_log where order_id = ?`, [orderId])
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent', 'sent', 'sent'])
  }, 90_000)
})
