import { describe, expect, it } from 'vitest'
import { emailJobId, emailJobs, emailJobsAgain } from './email-log.ts'

const row = (index: number, sendAfter: Date | null = null) => ({
  id: `id-${index}`,
  idempotency_key: `key:${index}`,
  send_after: sendAfter,
})

describe('e-mail jobs', () => {
  it('puts e-mails due now in jobs of the given size, named after their first e-mail', () => {
    const jobs = emailJobs(
      [1, 2, 3, 4, 5, 6, 7].map((index) => row(index)),
      3,
    )
    expect(jobs.map((job) => [job.opts.jobId, job.data.emailIds, job.opts.delay])).toEqual([
      ['email.key.1', ['id-1', 'id-2', 'id-3'], 0],
      ['email.key.4', ['id-4', 'id-5', 'id-6'], 0],
      ['email.key.7', ['id-7'], 0],
    ])
  })

  it('holds an e-mail for later in a delayed job of its own, under its key', () => {
    const later = new Date(Date.now() + 60_000)
    const jobs = emailJobs([row(1), row(2, later), row(3), row(4, new Date(0))], 5)
    expect(jobs.map((job) => [job.opts.jobId, job.data.emailIds])).toEqual([
      ['email.key.2', ['id-2']],
      ['email.key.4', ['id-4']],
      ['email.key.1', ['id-1', 'id-3']],
    ])
    expect(jobs[0]!.opts.delay).toBeGreaterThan(50_000)
    expect(jobs[1]!.opts.delay).toBe(0)
  })

  it('relays e-mails given a job in a round that failed in that same job again', () => {
    const jobs = emailJobs(
      [{ ...row(1), job_id: 'email.key.0' }, row(2), { ...row(3), job_id: 'email.key.0' }, row(4)],
      5,
    )
    expect(jobs.map((job) => [job.opts.jobId, job.data.emailIds])).toEqual([
      ['email.key.0', ['id-1', 'id-3']],
      ['email.key.2', ['id-2', 'id-4']],
    ])
  })

  it('restores e-mails in the jobs they were relayed in, and older rows under their key', () => {
    const jobs = emailJobsAgain([
      { ...row(2), job_id: 'email.key.1' },
      { ...row(9), job_id: null },
      { ...row(3), job_id: 'email.key.1' },
      { ...row(5), job_id: 'email.key.4' },
    ])
    expect(jobs.map((job) => [job.opts.jobId, job.data.emailIds])).toEqual([
      ['email.key.1', ['id-2', 'id-3']],
      [emailJobId('key:9'), ['id-9']],
      ['email.key.4', ['id-5']],
    ])
  })
})
