import { createMailTransport } from '@shop/mail'
import type { RawEmailResult, RawEmailRun } from './baselines.ts'

/**
 * The raw nodemailer baseline's sending process: sends what the bench hands it over IPC, as many
 * at a time as the worker takes e-mails, and answers the time and CPU it took. Its transport is
 * made once and kept, as the worker keeps its own.
 */
let transport: ReturnType<typeof createMailTransport> | undefined
process.on('message', (message) => {
  void (async () => {
    const run = message as RawEmailRun
    const mailer = (transport ??= createMailTransport(run.smtpUrl, run.poolSize))
    const cpu = process.cpuUsage()
    const started = performance.now()
    let next = 0
    await Promise.all(
      Array.from({ length: run.concurrency }, async () => {
        while (next < run.count) {
          const index = next++
          await mailer.sendMail({
            ...run.message,
            to: `raw-${index}@example.co.il`,
            messageId: `<raw.${index}@${run.messageIdDomain}>`,
            headers: { 'X-Shop-Email-Key': `raw.${index}` },
          })
        }
      }),
    )
    const seconds = (performance.now() - started) / 1000
    const used = process.cpuUsage(cpu)
    process.send!({ seconds, cpuMs: (used.user + used.system) / 1000 } satisfies RawEmailResult)
  })()
})
