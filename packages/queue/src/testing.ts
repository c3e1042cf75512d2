import { createRedis } from './redis.ts'
import { randomBytes } from 'node:crypto'

export { unusedPort } from '@shop/db/testing'

export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

/** A BullMQ key prefix of the test's own, so parallel suites never see each other's jobs. */
export function testQueuePrefix(label: string): string {
  return `test-${label}-${randomBytes(4).toString('hex')}`
}

/** Removes every key under a test prefix once the suite is done. */
export async function deleteKeysWithPrefix(url: string, prefix: string): Promise<void> {
  const redis = createRedis(url, 'worker')
  try {
    let cursor = '0'
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500)
      if (keys.length) await redis.del(...keys)
      cursor = next
    } while (cursor !== '0')
  } finally {
    await redis.quit()
  }
}

/**
 * A Redis server of the test's own on `port`, so a test can take Redis away and bring it back
 * without disturbing anything else on the machine.
 */
export async function startRedisServer(port: number): Promise<{ stop(): Promise<void> }> {
  const { spawn } = await import('node:child_process')
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)))
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve()
    })
  })
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        child.removeAllListeners('exit')
        child.once('exit', () => resolve())
        child.kill('SIGKILL')
      }),
  }
}
