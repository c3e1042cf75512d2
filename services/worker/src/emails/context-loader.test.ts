import type { EntityManager } from '@mikro-orm/postgresql'
import { UnrecoverableError } from 'bullmq'
import { describe, expect, it } from 'vitest'
import { contextLoader } from './context-loader.ts'

const ids = [
  '0b9a3c52-8f0e-4a8e-9a57-2f5a2d0c1f01',
  '0b9a3c52-8f0e-4a8e-9a57-2f5a2d0c1f02',
  '0b9a3c52-8f0e-4a8e-9a57-2f5a2d0c1f03',
]

function fakeDatabase(rows: Record<string, string>) {
  const queries: { sql: string; keys: string[] }[] = []
  const em = {
    execute: (sql: string, [keys]: [string[]]) => {
      queries.push({ sql, keys })
      return Promise.resolve(
        keys.filter((key) => rows[key]).map((key) => ({ key, name: rows[key] })),
      )
    },
  } as unknown as EntityManager
  return { em, queries }
}

describe('reading what e-mails are rendered from', () => {
  it('reads the rows a job’s e-mails ask for together, one query per question', async () => {
    const db = fakeDatabase({ [ids[0]!]: 'נועה', [ids[1]!]: 'דני' })
    const one = contextLoader(db.em)
    const names = await Promise.all([
      one<{ name: string }>('select users', ids[0]),
      one<{ name: string }>('select users', ids[1]!.toUpperCase()),
      one<{ name: string }>('select orders', ids[0]),
      one<{ name: string }>('select users', ids[0]),
    ])
    expect(names.map((row) => row.name)).toEqual(['נועה', 'דני', 'נועה', 'נועה'])
    expect(db.queries).toEqual([
      { sql: 'select users', keys: [ids[0], ids[1]] },
      { sql: 'select orders', keys: [ids[0]] },
    ])
  })

  it('fails only the e-mail whose row is gone, and asks nothing for an id that names no row', async () => {
    const db = fakeDatabase({ [ids[0]!]: 'נועה' })
    const one = contextLoader(db.em)
    const [found, gone, malformed, missing] = await Promise.allSettled([
      one('select users', ids[0]),
      one('select users', ids[2]),
      one('select users', 'not-an-id'),
      one('select users', undefined),
    ])
    expect(found.status).toBe('fulfilled')
    for (const failed of [gone, malformed, missing]) {
      expect(failed).toMatchObject({ status: 'rejected' })
      expect((failed as PromiseRejectedResult).reason).toBeInstanceOf(UnrecoverableError)
    }
    expect(db.queries).toEqual([{ sql: 'select users', keys: [ids[0], ids[2]] }])
  })
})
