import type { Env } from './env.ts'

/**
 * E-mail jobs one worker process takes at once: twice as many as hold WORKER_EMAIL_CONCURRENCY
 * e-mails, so the next job's e-mails are read and rendered while a job's last e-mails are still
 * on their way. The e-mails handed to SMTP at once stay within WORKER_EMAIL_CONCURRENCY.
 */
export function emailJobConcurrency(env: Env): number {
  return 2 * Math.ceil(env.WORKER_EMAIL_CONCURRENCY / env.EMAIL_JOB_SIZE)
}
