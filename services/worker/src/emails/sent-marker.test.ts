import type { EntityManager } from '@mikro-orm/postgresql'
import { describe, expect, it } from 'vitest'
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
  it('marks the first at once and those accepted meanwhile together in the next statement', async () => {
    const db = fakeDatabase(['c'])
    const mark = sentMarker(db.em)
    const first = mark('a', 'A')
    const later = [mark('b', 'B'), mark('c', 'C'), mark('d', 'D')]
    expect(db.statements).toEqual([[{ id: 'a', subject: 'A' }]])
    db.answer()
    expect(await first).toBe(true)
    await turn()
    expect(db.statements[1]!.map((row) => row.id)).toEqual(['b', 'c', 'd'])
    db.answer()
    // An erased row is not marked: its e-mail answers false.
    expect(await Promise.all(later)).toEqual([true, false, true])
    expect(db.statements).toHaveLength(2)
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
    const mark = sentMarker(em as unknown as EntityManager)
    await expect(mark('a', 'A')).rejects.toThrow('connection lost')
    expect(await mark('b', 'B')).toBe(true)
  })
})
