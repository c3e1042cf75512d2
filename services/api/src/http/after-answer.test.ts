import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { afterAnswer } from './after-answer.ts'

describe('work after the answer', () => {
  it('is waited for until it ends, and its failure is logged, not thrown', async () => {
    const logged: unknown[] = []
    const logger = pino(
      { level: 'error' },
      { write: (line: string) => logged.push(JSON.parse(line)) },
    )
    const tasks = afterAnswer(logger)
    let finish!: () => void
    let done = false
    tasks.run('could not finish', () =>
      new Promise<void>((resolve) => (finish = resolve)).then(() => {
        done = true
      }),
    )
    tasks.run('could not send', () => Promise.reject(new Error('SMTP away')))

    let settled = false
    const waiting = tasks.settled().then(() => (settled = true))
    await new Promise((resolve) => setImmediate(resolve))
    expect(settled).toBe(false)
    finish()
    await waiting
    expect(done).toBe(true)
    expect(logged).toEqual([
      expect.objectContaining({
        msg: 'could not send',
        err: expect.objectContaining({ message: 'SMTP away' }),
      }),
    ])
    // Nothing left running: settled at once
    await tasks.settled()
  })
})
