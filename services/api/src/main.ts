import { serve } from '@hono/node-server'
import {
  announceStarted,
  createLogger,
  emailJobRetry,
  loadEnvOrExit,
  storageSettings,
} from '@shop/config'
import { openOrm } from '@shop/db'
import { closeAllQueues, createAllQueues, createRedis, redisConnection } from '@shop/queue'
import { openStorage } from '@shop/storage'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { createApp } from './app.ts'
import { afterAnswer } from './http/after-answer.ts'
import { startMetrics } from './ops/metrics.ts'
import { startOrdersPoll } from './orders/orders-poll.ts'

const env = loadEnvOrExit()
const logger = createLogger(env, 'api')

const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url))
const orm = await openOrm(env.DATABASE_URL)
const redis = createRedis(env.REDIS_URL, 'producer')
// Without a listener ioredis prints every failed reconnect; /healthz reports the outage instead.
redis.on('error', (error) => logger.debug({ err: error }, 'redis connection error'))
const storage = openStorage(storageSettings(env))
const queues = createAllQueues(
  {
    connection: redisConnection(env.REDIS_URL, 'producer'),
    prefix: env.QUEUE_PREFIX,
    emailRetry: emailJobRetry(env),
  },
  (error, queue) => logger.debug({ err: error, queue }, 'queue connection error'),
)

const ordersPoll = startOrdersPoll(env, redis, logger)
const answered = afterAnswer(logger)
const metrics = await startMetrics({ env, orm, queues, logger })
const app = createApp({
  env,
  orm,
  redis,
  storage,
  queues,
  logger,
  ordersPoll,
  metrics,
  afterAnswer: answered,
  webDist: existsSync(webDist) ? webDist : undefined,
})
const server = serve({ fetch: app.fetch, port: env.PORT }, (info) => {
  logger.info({ port: info.port }, 'api listening')
  announceStarted()
})

async function shutdown(signal: string) {
  logger.info({ signal }, 'api stopping')
  server.close()
  // What was accepted is done before the database and Redis close
  await answered.settled()
  await metrics?.close()
  await ordersPoll.listener.stop()
  await Promise.allSettled([orm.close(), redis.quit(), closeAllQueues(queues)])
  process.exit(0)
}
process.once('SIGTERM', () => void shutdown('SIGTERM'))
process.once('SIGINT', () => void shutdown('SIGINT'))
