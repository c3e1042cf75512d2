import { describe, expect, it } from 'vitest'
import { expiringMap } from './expiring-map.ts'

describe('expiringMap', () => {
  it('answers an entry until its lifetime is over, counted from its last setting', () => {
    let now = 0
    const map = expiringMap<string>(1000, () => now)
    map.set('a', 'first')
    now = 999
    expect(map.get('a')).toBe('first')
    map.set('a', 'second')
    now = 1500
    expect(map.get('a')).toBe('second')
    now = 1998
    expect(map.get('a')).toBe('second')
    now = 1999
    expect(map.get('a')).toBeUndefined()
  })

  it('drops lapsed entries as new ones are set, so it holds one lifetime of them at most', () => {
    let now = 0
    const map = expiringMap<number>(100, () => now)
    for (let i = 0; i < 1000; i++) {
      now = i
      map.set(`key-${i}`, i)
    }
    expect(map.size).toBe(100)
    expect(map.get('key-899')).toBeUndefined()
    expect(map.get('key-900')).toBe(900)
  })

  it('forgets an entry deleted, and everything cleared', () => {
    const map = expiringMap<number>(1000)
    map.set('a', 1)
    map.set('b', 2)
    map.delete('a')
    expect(map.get('a')).toBeUndefined()
    expect(map.get('b')).toBe(2)
    map.clear()
    expect(map.size).toBe(0)
  })
})
