import { describe, expect, it } from 'vitest'
import { emailJobConcurrency } from './email-jobs.ts'
import { parseEnv } from './env.ts'

describe('e-mail jobs at once', () => {
  it('are three times those that hold the e-mails sent at once', () => {
    expect(emailJobConcurrency(parseEnv({}))).toBe(3)
    expect(
      emailJobConcurrency(parseEnv({ WORKER_EMAIL_CONCURRENCY: '8', EMAIL_JOB_SIZE: '5' })),
    ).toBe(6)
    expect(
      emailJobConcurrency(parseEnv({ WORKER_EMAIL_CONCURRENCY: '10', EMAIL_JOB_SIZE: '1' })),
    ).toBe(30)
  })
})
