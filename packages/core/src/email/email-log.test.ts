import { describe, expect, it } from 'vitest'
import { emailJobs } from './email-log.ts'

const row = (index: number, sendAfter: Date | null = null, jobId?: string) => ({
  id: `id-${index}`,
  idempotency_key: `key:${index}`,
  send_after: sendAfter,
  job_id: jobId,
})

describe('e-mail jobs', () => {
  it('gives each e-mail a job of its own, named after its key', () => {
    const jobs = emailJobs([row(1), row(2)])
    expect(jobs.map((job) => [job.opts.jobId, job.data, job.opts.delay])).toEqual([
      ['email.key.1', { emailId: 'id-1' }, 0],
      ['email.key.2', { emailId: 'id-2' }, 0],
    ])
  })

  it('holds an e-mail for later in a delayed job, and one already due at once', () => {
    const later = new Date(Date.now() + 60_000)
    const [held, past] = emailJobs([row(1, later), row(2, new Date(0))])
    expect(held!.opts.delay).toBeGreaterThan(50_000)
    expect(past!.opts.delay).toBe(0)
  })

  it('relays an e-mail under the job id it was given before, as a retry gives one', () => {
    const jobs = emailJobs([row(1, null, 'email.key.1.3'), row(2, null, null!)])
    expect(jobs.map((job) => job.opts.jobId)).toEqual(['email.key.1.3', 'email.key.2'])
  })
})
