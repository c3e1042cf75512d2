import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ordersPollMemory } from './orders-poll-memory.ts'

const etag = 'W/"epoch.version"'

function remembered() {
  let now = Date.now()
  const memory = ordersPollMemory(() => now)
  const token = `token-${randomUUID()}`
  const claims = {
    sub: randomUUID(),
    sid: randomUUID(),
    email: 'buyer@example.co.il',
    tenants: [],
    roles: [],
    iat: Math.floor(now / 1000),
    exp: Math.floor(now / 1000) + 600,
  }
  memory.rememberSession(memory.sessionMark(), token, claims)
  memory.rememberList(memory.listMark(), claims.sub, etag)
  return { memory, token, claims, later: (ms: number) => (now += ms) }
}

describe('the orders poll memory', () => {
  it('answers unchanged only for the token and ETag it was told, for a minute', () => {
    const { memory, token, later } = remembered()
    expect(memory.unchanged(token, etag)).toBe(true)
    expect(memory.unchanged(token, 'W/"other"')).toBe(false)
    expect(memory.unchanged(`${token}x`, etag)).toBe(false)
    later(60_000)
    expect(memory.unchanged(token, etag)).toBe(false)
  })

  it('never answers for a token past its expiry', () => {
    let now = Date.now()
    const memory = ordersPollMemory(() => now)
    const { claims } = remembered()
    const expiring = { ...claims, exp: Math.floor(now / 1000) + 30 }
    memory.rememberSession(memory.sessionMark(), 'expiring', expiring)
    memory.rememberList(memory.listMark(), claims.sub, etag)
    expect(memory.unchanged('expiring', etag)).toBe(true)
    now += 30_000
    expect(memory.unchanged('expiring', etag)).toBe(false)
  })

  it('stops at a change to the list, an ended session or a lost connection', () => {
    const changed = remembered()
    changed.memory.listChanged(changed.claims.sub)
    expect(changed.memory.unchanged(changed.token, etag)).toBe(false)

    const ended = remembered()
    ended.memory.sessionsEnded([ended.claims.sid])
    expect(ended.memory.unchanged(ended.token, etag)).toBe(false)
    ended.memory.rememberSession(ended.memory.sessionMark(), ended.token, ended.claims)
    expect(ended.memory.unchanged(ended.token, etag)).toBe(false)

    const lost = remembered()
    lost.memory.forget()
    expect(lost.memory.unchanged(lost.token, etag)).toBe(false)
  })

  it('refuses what was read before news that arrived while it was being read', () => {
    const list = remembered()
    list.memory.listChanged(list.claims.sub)
    const listMark = list.memory.listMark()
    list.memory.listChanged(randomUUID())
    list.memory.rememberList(listMark, list.claims.sub, etag)
    expect(list.memory.unchanged(list.token, etag)).toBe(false)

    const lost = remembered()
    const sessionMark = lost.memory.sessionMark()
    lost.memory.forget()
    lost.memory.rememberList(lost.memory.listMark(), lost.claims.sub, etag)
    lost.memory.rememberSession(sessionMark, lost.token, lost.claims)
    expect(lost.memory.unchanged(lost.token, etag)).toBe(false)
    lost.memory.rememberSession(lost.memory.sessionMark(), lost.token, lost.claims)
    expect(lost.memory.unchanged(lost.token, etag)).toBe(true)
  })
})
