import { signUpCustomer } from '@shop/api/testing'
import type { SmtpCatcher } from '@shop/mail/testing'
import { startWorkers } from '@shop/worker/testing'
import { randomBytes } from 'node:crypto'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDeliveryHarness, testWorkerDeps, type DeliveryHarness } from './testing.ts'

// The e-mails anyone can make the shop send to an address typed in: the contact form's
// acknowledgement and what a sign-up sends. API and worker log to the same lines here.
let harness: DeliveryHarness
let smtp: SmtpCatcher
let api: DeliveryHarness['api']
let stopWorker: () => Promise<void>
const logLines: Record<string, unknown>[] = []
const perHour = 20

beforeAll(async () => {
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => logLines.push(JSON.parse(line) as Record<string, unknown>) },
  )
  harness = await startDeliveryHarness(
    'unproven-emails',
    {
      MANAGER_EMAILS: 'manager@shop.test',
      UNPROVEN_RECIPIENT_EMAILS_PER_DAY: '2',
      UNPROVEN_EMAILS_PER_HOUR: String(perHour),
    },
    { withWorker: false, logger },
  )
  ;({ smtp, api } = harness)
  const deps = { ...testWorkerDeps(harness.shop, smtp), logger }
  const stop = startWorkers(deps, { relayIntervalMs: 50, maps: false, sampleMap: false })
  stopWorker = async () => {
    await stop()
    deps.transport.close()
  }
})
afterAll(async () => {
  await stopWorker?.()
  await harness?.close()
})

const stranger = () => `stranger-${randomBytes(4).toString('hex')}@example.co.il`
const bait = 'לחצו כאן לקבלת החזר: evil.example'
const signup = (email: string, name?: string) =>
  api('POST', '/api/auth/signup', { body: { email, password: 'lemon-tiger-harbour-9', name } })
const contact = (email: string, name = 'רותי') =>
  api('POST', '/api/contact', { body: { name, email, message: 'שאלה על מפה זוגית' } })

/** The e-mails logged to `recipient` (sent or not yet), by template. */
async function logged(recipient: string, template: string): Promise<number> {
  const [row] = await harness.shop.db.orm.em
    .fork()
    .execute<{ count: number }[]>(
      `select count(*)::int as count from email_log where recipient = ? and template = ?`,
      [recipient, template],
    )
  return row!.count
}

const capWarnings = (cap: string) =>
  logLines.filter((line) => line.level === 40 && line.cap === cap)

describe('text a visitor typed', () => {
  it('is not in the contact acknowledgement, not even the name', async () => {
    const email = stranger()
    expect((await contact(email, bait)).status).toBe(201)
    const [ack] = await smtp.waitFor((m) => m.envelopeTo.includes(email))
    expect(ack!.text).not.toContain('evil.example')
    expect(ack!.html).not.toContain('evil.example')
    expect(ack!.text).toContain('שלום,')
  })

  it('is not in the sign-up verification e-mail, which greets without the name', async () => {
    const email = stranger()
    await signup(email, bait)
    const [mail] = await smtp.waitFor((m) => m.envelopeTo.includes(email))
    expect(mail!.subject).toBe('אימות כתובת האימייל · מפה נומרולוגית')
    expect(mail!.text).not.toContain('evil.example')
    expect(mail!.html).not.toContain('evil.example')
  })

  it('is not in a password reset of an account whose address is not verified', async () => {
    const email = stranger()
    await signup(email, bait)
    await api('POST', '/api/auth/password/forgot', { body: { email } })
    const [mail] = await smtp.waitFor(
      (m) => m.envelopeTo.includes(email) && m.subject!.startsWith('איפוס סיסמה'),
    )
    expect(mail!.text).not.toContain('evil.example')
    expect(mail!.html).not.toContain('evil.example')
  })
})

describe('a sign-up with an address that has an account', () => {
  it('answers exactly as a new sign-up and e-mails the owner instead', async () => {
    const { email } = await signUpCustomer(api)
    const taken = await signup(email, bait)
    const fresh = await signup(stranger(), bait)
    expect([taken.status, taken.body]).toEqual([fresh.status, fresh.body])
    const [mail] = await smtp.waitFor(
      (m) => m.envelopeTo.includes(email) && m.subject!.includes('ניסיון הרשמה'),
    )
    expect(mail!.text).toContain('מישהו ניסה לפתוח חשבון חדש עם כתובת האימייל הזאת')
    expect(mail!.text).toContain(`${harness.shop.deps.env.PUBLIC_URL}/reset-password`)
    expect(mail!.text).not.toContain('evil.example')
  })
})

describe('the caps on e-mails to unproven addresses', () => {
  it('send at most UNPROVEN_RECIPIENT_EMAILS_PER_DAY to one address, and warn without it', async () => {
    const email = stranger()
    for (let i = 0; i < 3; i++) expect((await contact(email)).status).toBe(201)
    // The managers hear of every message; the third one's handler decided on its ack with it
    await smtp.waitFor(
      (m) => m.envelopeTo.includes('manager@shop.test') && m.text!.includes(email),
      3,
    )
    expect(await logged(email, 'contact-ack')).toBe(2)
    // A sign-up with the address counts against the same cap
    expect((await signup(email)).status).toBe(202)
    expect(await logged(email, 'email-verification')).toBe(0)
    const warnings = capWarnings('UNPROVEN_RECIPIENT_EMAILS_PER_DAY')
    expect(warnings.map((line) => line.template)).toEqual(['contact-ack', 'email-verification'])
    expect(warnings[0]).toMatchObject({ recipientDomain: 'example.co.il' })
    expect(JSON.stringify(logLines)).not.toContain(email)
  })

  it('leave alone an address its account has proven', async () => {
    const { email } = await signUpCustomer(api)
    for (let i = 0; i < 3; i++) await contact(email)
    await smtp.waitFor((m) => m.envelopeTo.includes(email) && m.subject!.includes('קיבלנו'), 3)
  })

  // Last: it spends the shop's hourly allowance.
  it('send at most UNPROVEN_EMAILS_PER_HOUR in all, then warn', async () => {
    const [row] = await harness.shop.db.orm.em.fork().execute<{ count: number }[]>(
      `select count(*)::int as count from email_log
         where template in ('contact-ack', 'email-verification', 'account-exists')
           and created_at > now() - interval '1 hour'`,
    )
    // The suite's earlier e-mails leave room for two more at least
    expect(row!.count).toBeLessThan(perHour - 1)
    const addresses = Array.from({ length: perHour - row!.count + 1 }, stranger)
    for (const email of addresses) expect((await signup(email)).status).toBe(202)
    expect(await logged(addresses.at(-2)!, 'email-verification')).toBe(1)
    expect(await logged(addresses.at(-1)!, 'email-verification')).toBe(0)
    expect(capWarnings('UNPROVEN_EMAILS_PER_HOUR')).toHaveLength(1)
  })
})
