import type { MikroORM } from '@mikro-orm/postgresql'
import type { Env } from '@shop/config'
import type { QueueName } from '@shop/queue'
import type { PaymentProvider } from '@shop/core'
import type { Storage } from '@shop/storage'
import type { Queue } from 'bullmq'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import type { AfterAnswer } from './http/after-answer.ts'
import type { Metrics } from './ops/metrics.ts'
import type { OrdersChangeListener } from './orders/orders-change-listener.ts'
import type { OrdersPollCache } from './orders/orders-poll-cache.ts'
import type { OrdersPollMemory } from './orders/orders-poll-memory.ts'

/** What the routes are built from; tests build the same from their own database and Redis. */
export interface AppDeps {
  env: Env
  orm: MikroORM
  redis: Redis
  storage: Storage
  /** Producers' handles on the queues, for the queue board. */
  queues: Record<QueueName, Queue>
  logger: Logger
  /** Folder of the built web app; when absent only the API is served. */
  webDist?: string
  /** Redis key prefix of the rate limits; tests give each app its own. */
  rateLimitPrefix?: string
  /** What answers unchanged orders polls without the database (orders-poll.ts). */
  ordersPoll: { cache: OrdersPollCache; memory: OrdersPollMemory; listener: OrdersChangeListener }
  /** The card provider; the sandbox when absent. */
  paymentProvider?: PaymentProvider
  /** The Prometheus metrics listener; absent when METRICS_PORT is unset. */
  metrics?: Metrics
  /** Work routes do after answering, finished before the API stops. */
  afterAnswer: AfterAnswer
}
