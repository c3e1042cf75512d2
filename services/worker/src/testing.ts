import type { TestApp } from '@shop/api/testing'
import { parseEnv } from '@shop/config'
import { createMailTransport } from '@shop/mail'
import type { SmtpCatcher } from '@shop/mail/testing'
import pino from 'pino'
import type { WorkerDeps } from './context.ts'
import { startWorkers, type WorkerOptions } from './workers.ts'

/**
 * The worker in the test process, on the test API's database and queues, sending to the test's
 * SMTP server.
 */
export function startTestWorker(
  shop: TestApp,
  smtp: SmtpCatcher,
  options: WorkerOptions & { env?: Record<string, string> } = {},
) {
  const env = parseEnv({
    ...Object.fromEntries(
      Object.entries(shop.deps.env).map(([key, value]) => [key, String(value)]),
    ),
    MANAGER_EMAILS: shop.deps.env.MANAGER_EMAILS.join(','),
    SMTP_URL: smtp.url,
    ...options.env,
  })
  const transport = createMailTransport(smtp.url)
  const deps: WorkerDeps = {
    env,
    orm: shop.db.orm,
    queues: shop.deps.queues,
    transport,
    logger: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
  }
  const stop = startWorkers(deps, { relayIntervalMs: 50, ...options })
  return {
    deps,
    async stop() {
      await stop()
      transport.close()
    },
  }
}
