import type { Env } from './env.ts'

/**
 * E-mail jobs one worker process takes at once: three times as many as hold
 * WORKER_EMAIL_CONCURRENCY e-mails. While one job's last e-mails are on their way and its rows are
 * being marked, and the next is read and rendered, a third still has e-mails for SMTP: with twice
 * as many, SMTP sat idle whenever two jobs were at the database together. The e-mails handed to
 * SMTP at once stay within WORKER_EMAIL_CONCURRENCY.
 */
export function emailJobConcurrency(env: Env): number {
  return 3 * Math.ceil(env.WORKER_EMAIL_CONCURRENCY / env.EMAIL_JOB_SIZE)
}

/** How an e-mail job retries before its e-mails are left to the sweeper's retries. */
export function emailJobRetry(env: Env): { attempts: number; backoffMs: number } {
  return { attempts: env.EMAIL_JOB_ATTEMPTS, backoffMs: env.EMAIL_JOB_BACKOFF_MS }
}
