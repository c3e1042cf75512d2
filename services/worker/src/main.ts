import {
  announceStarted,
  createLogger,
  emailJobRetry,
  loadEnvOrExit,
  orExit,
  requireSmtpUrl,
  storageSettings,
} from '@shop/config'
import { openOrm } from '@shop/db'
import { createMailTransport } from '@shop/mail'
import {
  closeAllQueues,
  createAllQueues,
  createRedis,
  readMaxmemoryPolicy,
  redisConnection,
} from '@shop/queue'
import { sandboxPaymentProvider } from '@shop/core'
import { openStorage } from '@shop/storage'
import { startWorkers } from './workers.ts'

const env = loadEnvOrExit()
const logger = createLogger(env, 'worker')
const smtpUrl = orExit(() => requireSmtpUrl(env))
const storage = openStorage(storageSettings(env))
const orm = await openOrm(env.DATABASE_URL)

const admin = createRedis(env.REDIS_URL, 'worker')
const policy = await readMaxmemoryPolicy(admin).catch(() => undefined)
if (policy && policy !== 'noeviction') {
  logger.warn({ policy }, 'Redis maxmemory-policy is not noeviction: queued jobs may be evicted')
}
await admin.quit()

const queues = createAllQueues(
  {
    connection: redisConnection(env.REDIS_URL, 'producer'),
    prefix: env.QUEUE_PREFIX,
    emailRetry: emailJobRetry(env),
  },
  (error, queue) => logger.debug({ err: error, queue }, 'queue connection error'),
)
const transport = createMailTransport(smtpUrl, env.SMTP_POOL_SIZE)
const sandboxRedis = createRedis(env.REDIS_URL, 'producer')
sandboxRedis.on('error', (error) =>
  logger.debug({ err: error }, 'sandbox provider connection error'),
)
const paymentProvider = sandboxPaymentProvider({
  redis: sandboxRedis,
  keyPrefix: env.QUEUE_PREFIX,
  delayMs: env.PAYMENT_SANDBOX_DELAY_MS,
})
const stop = startWorkers({ env, orm, queues, storage, transport, logger, paymentProvider })
logger.info('worker started')
announceStarted()

async function shutdown(signal: string) {
  logger.info({ signal }, 'worker stopping: finishing active jobs')
  await stop()
  await closeAllQueues(queues)
  sandboxRedis.disconnect()
  transport.close()
  await orm.close()
  logger.info('worker stopped')
  process.exit(0)
}
process.once('SIGTERM', () => void shutdown('SIGTERM'))
process.once('SIGINT', () => void shutdown('SIGINT'))
