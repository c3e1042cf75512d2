import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ordersPollMemory } from './orders-poll-memory.ts'

const etag = 'W/"epoch.version"'

function remembered() {
  let now = 0
  const memory = ordersPollMemory(() => now)
  const sid = randomUUID()
  const userId = randomUUID()
  memory.rememberSession(memory.sessionMark(), sid, userId)
  memory.rememberList(memory.listMark(), userId, etag)
  return { memory, sid, userId, later: (ms: number) => (now += ms) }
}

describe('the orders poll memory', () => {
  it('answers unchanged only for the session, buyer and ETag it was told, for a minute', () => {
    const { memory, sid, userId, later } = remembered()
    expect(memory.unchanged(sid, userId, etag)).toBe(true)
    expect(memory.unchanged(sid, userId, 'W/"other"')).toBe(false)
    expect(memory.unchanged(sid, randomUUID(), etag)).toBe(false)
    expect(memory.unchanged(randomUUID(), userId, etag)).toBe(false)
    later(60_000)
    expect(memory.unchanged(sid, userId, etag)).toBe(false)
  })

  it('stops at a change to the list, an ended session or a lost connection', () => {
    const changed = remembered()
    changed.memory.listChanged(changed.userId)
    expect(changed.memory.unchanged(changed.sid, changed.userId, etag)).toBe(false)

    const ended = remembered()
    ended.memory.sessionsEnded([ended.sid])
    expect(ended.memory.unchanged(ended.sid, ended.userId, etag)).toBe(false)
    ended.memory.rememberSession(ended.memory.sessionMark(), ended.sid, ended.userId)
    expect(ended.memory.unchanged(ended.sid, ended.userId, etag)).toBe(false)

    const lost = remembered()
    lost.memory.forget()
    expect(lost.memory.unchanged(lost.sid, lost.userId, etag)).toBe(false)
  })

  it('refuses what was read before news that arrived while it was being read', () => {
    const { memory, sid, userId } = remembered()
    memory.listChanged(userId)
    const listMark = memory.listMark()
    memory.listChanged(randomUUID())
    memory.rememberList(listMark, userId, etag)
    expect(memory.unchanged(sid, userId, etag)).toBe(false)

    const other = remembered()
    const sessionMark = other.memory.sessionMark()
    other.memory.sessionsEnded([other.sid])
    other.memory.rememberSession(sessionMark, other.sid, other.userId)
    expect(other.memory.unchanged(other.sid, other.userId, etag)).toBe(false)

    const third = remembered()
    third.memory.forget()
    const staleMark = third.memory.sessionMark() - 1
    third.memory.rememberList(third.memory.listMark(), third.userId, etag)
    third.memory.rememberSession(staleMark, third.sid, third.userId)
    expect(third.memory.unchanged(third.sid, third.userId, etag)).toBe(false)
    third.memory.rememberSession(third.memory.sessionMark(), third.sid, third.userId)
    expect(third.memory.unchanged(third.sid, third.userId, etag)).toBe(true)
  })
})
