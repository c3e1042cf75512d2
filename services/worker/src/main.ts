import { createLogger, loadEnvOrExit } from '@shop/config'
import { openOrm } from '@shop/db'
import {
  createQueue,
  createRedis,
  queueNames,
  readMaxmemoryPolicy,
  redisConnection,
} from '@shop/queue'
import { Worker } from 'bullmq'
import { startOutboxRelay } from './outbox-relay.ts'
import { eventProcessor } from './processors/handle-event.ts'

const env = loadEnvOrExit()
const logger = createLogger(env, 'worker')
const orm = await openOrm(env.DATABASE_URL)

const producer = redisConnection(env.REDIS_URL, 'producer')
const consumer = redisConnection(env.REDIS_URL, 'worker')
const eventsQueue = createQueue(queueNames.events, { connection: producer })
eventsQueue.on('error', (error) => logger.debug({ err: error }, 'events queue connection error'))

const admin = createRedis(env.REDIS_URL, 'worker')
const policy = await readMaxmemoryPolicy(admin).catch(() => undefined)
if (policy && policy !== 'noeviction') {
  logger.warn({ policy }, 'Redis maxmemory-policy is not noeviction: queued jobs may be evicted')
}
await admin.quit()

const relay = startOutboxRelay({ em: orm.em, queue: eventsQueue, logger })
const eventsWorker = new Worker(queueNames.events, eventProcessor({}, logger), {
  connection: consumer,
  concurrency: 5,
})
eventsWorker.on('failed', (job, error) =>
  logger.error({ err: error, event: job?.name, jobId: job?.id }, 'event failed'),
)
eventsWorker.on('error', (error) => logger.warn({ err: error }, 'events worker error'))
logger.info('worker started')

async function shutdown(signal: string) {
  logger.info({ signal }, 'worker stopping: finishing active jobs')
  await relay.stop()
  await eventsWorker.close()
  await eventsQueue.close()
  await orm.close()
  logger.info('worker stopped')
  process.exit(0)
}
process.once('SIGTERM', () => void shutdown('SIGTERM'))
process.once('SIGINT', () => void shutdown('SIGINT'))
