import { createTestDatabase, type TestDatabase } from '@shop/db/testing'
import { deleteKeysWithPrefix, testQueuePrefix, testRedisUrl } from '@shop/queue/testing'
import { signFileLink } from '@shop/storage'
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { once } from 'node:events'
import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from './free-port.ts'
import { sendAndListInbox } from './testing/mail.ts'
import { isAlive } from './testing/node-script.ts'

// What `npm start` runs once `npm run build` has compiled it (npm test builds first).
const launcher = fileURLToPath(new URL('../dist/main.js', import.meta.url))

interface LogLine {
  name?: string
  pid?: number
  msg?: string
  smtpUrl?: string
  inboxUrl?: string
}

let db: TestDatabase
let dataDir: string
let child: ChildProcessWithoutNullStreams
let stdout = ''
const prefix = testQueuePrefix('launcher')
const secret = randomBytes(32).toString('hex')
let shopUrl: string

const logLines = () =>
  stdout.split('\n').flatMap((line) => {
    try {
      return line.startsWith('{') ? [JSON.parse(line) as LogLine] : []
    } catch {
      return []
    }
  })
const mailCatchers = () =>
  logLines().filter((line) => line.name === 'mail' && line.msg === 'mail catcher listening')

beforeAll(async () => {
  db = await createTestDatabase('launcher')
  dataDir = await mkdtemp(join(tmpdir(), 'shop-launcher-'))
  const port = await freePort(0)
  shopUrl = `http://127.0.0.1:${port}`
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    DATABASE_URL: db.url,
    REDIS_URL: testRedisUrl,
    QUEUE_PREFIX: prefix,
    DATA_DIR: dataDir,
    JWT_SECRET: secret,
    MANAGER_EMAILS: 'manager@example.co.il',
    LOG_LEVEL: 'info',
  }
  for (const name of ['S3_ENDPOINT', 'SMTP_URL', 'METRICS_PORT']) delete env[name]
  child = spawn(process.execPath, [launcher], { env, stdio: 'pipe' })
  child.stdout.on('data', (chunk) => (stdout += chunk))
  child.stderr.on('data', (chunk) => (stdout += chunk))
  // The launcher prints the addresses once the API answers /healthz.
  const deadline = Date.now() + 90_000
  while (!stdout.includes('Press Ctrl-C to stop.')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`no shop:\n${stdout}`)
    await new Promise((done) => setTimeout(done, 200))
  }
}, 120_000)

afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM')
    await once(child, 'exit')
  }
  await deleteKeysWithPrefix(testRedisUrl, prefix)
  await db?.drop()
  await rm(dataDir, { recursive: true, force: true })
}, 60_000)

const healthy = async () => (await fetch(`${shopUrl}/healthz`).catch(() => undefined))?.ok

describe('npm start without S3 or SMTP settings', () => {
  it('prints the addresses after every process has started, under a short start-up', () => {
    const lines = stdout.split('\n')
    const shop = lines.findIndex((line) => line.startsWith('  Shop:'))
    const before = lines.slice(0, shop).filter((line) => line.trim())
    const started = (msg: string) => before.some((line) => line.includes(`"msg":"${msg}"`))
    expect(['api listening', 'worker started', 'mail catcher listening'].filter(started)).toEqual([
      'api listening',
      'worker started',
      'mail catcher listening',
    ])
    // The database, the files, the three processes' start: a screen, not a scroll
    expect(before.length).toBeLessThanOrEqual(12)
  })

  it('keeps files in its data folder and serves them through the API’s signed links', async () => {
    expect(await healthy()).toBe(true)
    const key = 'reports/launcher-order/map.pdf'
    await mkdir(join(dataDir, 'files', 'reports', 'launcher-order'), { recursive: true })
    await writeFile(join(dataDir, 'files', key), '%PDF-1.4 kept')
    const query = signFileLink(key, new Date(Date.now() + 60_000), 'map.pdf', secret)
    const download = await fetch(`${shopUrl}/api/files/${key}?${query}`)
    expect(download.status).toBe(200)
    expect(await download.text()).toBe('%PDF-1.4 kept')
    expect((await fetch(`${shopUrl}/api/files/${key}`)).status).toBe(404)
    expect(stdout).not.toMatch(/S3/)
  })

  it('restarts a killed mail catcher at the same addresses while the shop keeps answering', async () => {
    await expect.poll(() => mailCatchers().length, { timeout: 30_000 }).toBe(1)
    const [first] = mailCatchers()
    expect(stdout).toContain(`Mail inbox:   ${first!.inboxUrl}`)
    const launcherPid = child.pid
    process.kill(first!.pid!, 'SIGKILL')

    const healthWhileAway: (boolean | undefined)[] = []
    await expect
      .poll(
        async () => {
          healthWhileAway.push(await healthy())
          return mailCatchers().length
        },
        { timeout: 30_000, interval: 100 },
      )
      .toBe(2)
    const second = mailCatchers()[1]!
    expect(second.pid).not.toBe(first!.pid)
    expect(isAlive(first!.pid)).toBe(false)
    expect(isAlive(launcherPid)).toBe(true)
    expect([second.inboxUrl, second.smtpUrl]).toEqual([first!.inboxUrl, first!.smtpUrl])
    expect(healthWhileAway.every(Boolean)).toBe(true)
    expect(logLines()).toContainEqual(
      expect.objectContaining({ name: 'launcher', msg: 'mail exited; restarting' }),
    )

    expect(await sendAndListInbox(second.smtpUrl!, second.inboxUrl!, 'אחרי ההפעלה')).toEqual([
      'אחרי ההפעלה',
    ])
    expect(await healthy()).toBe(true)
  }, 60_000)
})
