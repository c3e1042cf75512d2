import type { Env } from './env.ts'

/** How an e-mail job retries before its e-mails are left to the sweeper's retries. */
export function emailJobRetry(env: Env): { attempts: number; backoffMs: number } {
  return { attempts: env.EMAIL_JOB_ATTEMPTS, backoffMs: env.EMAIL_JOB_BACKOFF_MS }
}
