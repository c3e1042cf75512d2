import { describe, expect, it } from 'vitest'
import { emailJobSize, emailJobs } from './email-log.ts'

const row = (index: number, sendAfter: Date | null = null, jobId?: string) => ({
  id: `id-${index}`,
  idempotency_key: `key:${index}`,
  send_after: sendAfter,
  job_id: jobId,
})

const rows = (count: number) => Array.from({ length: count }, (_, index) => row(index + 1))

describe('e-mail jobs', () => {
  it('puts e-mails due now in jobs of up to the job size, named after their first e-mail', () => {
    const jobs = emailJobs(rows(emailJobSize + 1))
    expect(jobs.map((job) => [job.opts.jobId, job.data.emailIds.length, job.opts.delay])).toEqual([
      ['email.key.1', emailJobSize, 0],
      [`email.key.${emailJobSize + 1}`, 1, 0],
    ])
    expect(jobs[0]!.data.emailIds.slice(0, 2)).toEqual(['id-1', 'id-2'])
  })

  it('holds an e-mail for later in a delayed job of its own, and one already due at once', () => {
    const later = new Date(Date.now() + 60_000)
    const jobs = emailJobs([row(1), row(2, later), row(3), row(4, new Date(0))])
    expect(jobs.map((job) => [job.opts.jobId, job.data.emailIds])).toEqual([
      ['email.key.1', ['id-1', 'id-3']],
      ['email.key.2', ['id-2']],
      ['email.key.4', ['id-4']],
    ])
    expect(jobs[1]!.opts.delay).toBeGreaterThan(50_000)
    expect(jobs[2]!.opts.delay).toBe(0)
  })

  it('relays e-mails under the job id given them before, as a failed round or a retry gives', () => {
    const jobs = emailJobs([
      row(1, null, 'email.key.0'),
      row(2),
      row(3, null, 'email.key.0'),
      row(4, null, 'email.key.4.3'),
      row(5),
    ])
    expect(jobs.map((job) => [job.opts.jobId, job.data.emailIds])).toEqual([
      ['email.key.0', ['id-1', 'id-3']],
      ['email.key.2', ['id-2', 'id-5']],
      ['email.key.4.3', ['id-4']],
    ])
  })
})
