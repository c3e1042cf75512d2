import type { EntityManager } from '@mikro-orm/postgresql'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { sentMarker } from './sent-marker.ts'

/** Statements as the marker sends them, answered when the test says so. */
function fakeDatabase(erased: string[] = []) {
  const statements: { id: string; subject: string }[][] = []
  const answers: (() => void)[] = []
  const em = {
    execute: (_sql: string, [subjects]: [string, string[]]) => {
      const marks = Object.entries(JSON.parse(subjects) as Record<string, string>).map(
        ([id, subject]) => ({ id, subject }),
      )
      statements.push(marks)
      return new Promise((resolve) => {
        answers.push(() =>
          resolve(marks.filter((mark) => !erased.includes(mark.id)).map(({ id }) => ({ id }))),
        )
      })
    },
  } as unknown as EntityManager
  return { em, statements, answer: () => answers.shift()!() }
}

const turn = () => new Promise((resolve) => setImmediate(resolve))

describe('marking sent e-mails', () => {
  it('marks those accepted close together in one statement, and those accepted meanwhile in the next', async () => {
    // The clock moves only when the test says, so a slow machine cannot end the wait early
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    onTestFinished(() => void vi.useRealTimers())
    const db = fakeDatabase(['d'])
    const mark = sentMarker(db.em, { batch: 3, gatherMs: 30 })
    const first = [mark('a', 'A'), mark('b', 'B')]
    await vi.advanceTimersByTimeAsync(29)
    expect(db.statements).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(db.statements).toEqual([
      [
        { id: 'a', subject: 'A' },
        { id: 'b', subject: 'B' },
      ],
    ])
    // A batch's worth accepted while the statement runs goes in the next as soon as it ends.
    const later = [mark('c', 'C'), mark('d', 'D'), mark('e', 'E')]
    await turn()
    expect(db.statements).toHaveLength(1)
    db.answer()
    expect(await Promise.all(first)).toEqual([true, true])
    await turn()
    expect(db.statements[1]!.map((row) => row.id)).toEqual(['c', 'd', 'e'])
    db.answer()
    // An erased row is not marked: its e-mail answers false.
    expect(await Promise.all(later)).toEqual([true, false, true])
    expect(db.statements).toHaveLength(2)
  })

  it("does not wait once a batch, or a job's last e-mail, is waiting", async () => {
    const db = fakeDatabase()
    const mark = sentMarker(db.em, { batch: 2, gatherMs: 60_000 })
    const ids = () => db.statements.map((marks) => marks.map((row) => row.id))
    const batch = [mark('a', 'A'), mark('b', 'B')]
    expect(ids()).toEqual([['a', 'b']])
    db.answer()
    expect(await Promise.all(batch)).toEqual([true, true])
    const last = mark('c', 'C', true)
    expect(ids()).toEqual([['a', 'b'], ['c']])
    db.answer()
    expect(await last).toBe(true)
  })

  it('fails every e-mail of a statement that failed, and marks the next ones afresh', async () => {
    const em = {
      calls: 0,
      execute(this: { calls: number }, _sql: string, [, ids]: [string, string[]]) {
        this.calls += 1
        if (this.calls === 1) return Promise.reject(new Error('connection lost'))
        return Promise.resolve(ids.map((id) => ({ id })))
      },
    }
    const mark = sentMarker(em as unknown as EntityManager, { batch: 1, gatherMs: 0 })
    await expect(mark('a', 'A')).rejects.toThrow('connection lost')
    expect(await mark('b', 'B')).toBe(true)
  })
})
