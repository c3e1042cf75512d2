import {
  MetricsTime,
  Queue,
  type ConnectionOptions,
  type DefaultJobOptions,
  type MetricsOptions,
} from 'bullmq'

export const queueNames = {
  events: 'events',
  email: 'email',
  reminders: 'reminders',
  maps: 'maps',
  documents: 'documents',
} as const
export type QueueName = (typeof queueNames)[keyof typeof queueNames]

/** Bounded history so Redis does not grow without limit; failures are kept longer to inspect. */
export const defaultJobOptions: DefaultJobOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { count: 1000, age: 7 * 24 * 3600 },
  removeOnFail: { count: 5000, age: 30 * 24 * 3600 },
}

/**
 * Workers count the jobs they finish, completed and failed, per queue in Redis, so the API's
 * /metrics can export them as counters whichever worker process did the work.
 */
export const workerMetrics: MetricsOptions = { maxDataPoints: MetricsTime.ONE_WEEK }

/** How an e-mail job retries (EMAIL_JOB_ATTEMPTS, EMAIL_JOB_BACKOFF_MS); else the defaults'. */
export interface EmailJobRetry {
  attempts: number
  backoffMs: number
}

export interface QueueContext {
  connection: ConnectionOptions
  /** Key prefix; tests use their own so they never see each other's jobs. */
  prefix?: string
  emailRetry?: EmailJobRetry
}

export function createQueue(name: QueueName, context: QueueContext): Queue {
  const { emailRetry } = context
  return new Queue(name, {
    connection: context.connection,
    prefix: context.prefix,
    defaultJobOptions:
      name === queueNames.email && emailRetry
        ? {
            ...defaultJobOptions,
            attempts: emailRetry.attempts,
            backoff: { type: 'exponential', delay: emailRetry.backoffMs },
          }
        : defaultJobOptions,
  })
}
