import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { freePort } from './free-port.ts'
import { supervise, type Supervisor } from './supervisor.ts'
import { crasher, isAlive, nodeScript, sleeper } from './testing/node-script.ts'

interface LogLine {
  level: number
  msg: string
  process?: string
  code?: number | null
  signal?: string | null
  restartInMs?: number
  crashes?: number
}

function capturedLogger() {
  const lines: LogLine[] = []
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => lines.push(JSON.parse(line) as LogLine) },
  )
  return { logger, lines }
}

let supervisor: Supervisor | undefined
afterEach(async () => {
  await supervisor?.stop()
  supervisor = undefined
})

async function nextPid(name: string, other?: number): Promise<number> {
  let pid: number | undefined
  await expect
    .poll(() => (pid = supervisor!.child(name)?.pid) !== undefined && pid !== other, {
      timeout: 5000,
    })
    .toBe(true)
  return pid!
}

describe('supervise', () => {
  it('restarts a killed process with a growing delay while the others keep running', async () => {
    const { logger, lines } = capturedLogger()
    supervisor = supervise(
      [
        { name: 'api', start: () => nodeScript(sleeper) },
        { name: 'worker', start: () => nodeScript(sleeper) },
      ],
      { logger, backoffMs: 50, maxBackoffMs: 200 },
    )
    const api = await nextPid('api')
    let worker = await nextPid('worker')
    for (let kill = 0; kill < 4; kill++) {
      process.kill(worker, 'SIGKILL')
      const restarted = await nextPid('worker', worker)
      expect(isAlive(worker)).toBe(false)
      expect(isAlive(restarted)).toBe(true)
      worker = restarted
    }
    expect(supervisor.child('api')?.pid).toBe(api)
    expect(isAlive(api)).toBe(true)
    const restarts = lines.filter((line) => line.msg === 'worker exited; restarting')
    expect(
      restarts.map(({ process, code, signal, restartInMs }) => ({
        process,
        code,
        signal,
        restartInMs,
      })),
    ).toEqual(
      [50, 100, 200, 200].map((restartInMs) => ({
        process: 'worker',
        code: null,
        signal: 'SIGKILL',
        restartInMs,
      })),
    )

    await supervisor.stop()
    expect(await supervisor.done).toEqual({ reason: 'stopped' })
    expect([isAlive(api), isAlive(worker)]).toEqual([false, false])
  })

  it('gives up on a process that keeps crashing and stops the others', async () => {
    const { logger, lines } = capturedLogger()
    let starts = 0
    supervisor = supervise(
      [
        { name: 'api', start: () => nodeScript(sleeper) },
        { name: 'worker', start: () => (starts++, nodeScript(crasher(3))) },
      ],
      { logger, backoffMs: 10, crashLimit: 5, crashWindowMs: 60_000 },
    )
    const api = await nextPid('api')
    expect(await supervisor.done).toEqual({ reason: 'crash-loop', process: 'worker' })
    expect(starts).toBe(6)
    expect(isAlive(api)).toBe(false)
    expect(lines.filter((line) => line.msg === 'worker exited; restarting')).toHaveLength(5)
    expect(lines.at(-1)).toMatchObject({
      level: 50,
      msg: 'worker keeps crashing; stopping everything',
      process: 'worker',
      code: 3,
      crashes: 6,
    })
  })

  it('keeps restarting a process whose crashes are far apart, from the first delay again', async () => {
    const { logger, lines } = capturedLogger()
    let starts = 0
    supervisor = supervise(
      [{ name: 'worker', start: () => (starts++, nodeScript(crasher(1, 150))) }],
      { logger, backoffMs: 10, crashLimit: 2, crashWindowMs: 100 },
    )
    await expect.poll(() => starts, { timeout: 10_000 }).toBeGreaterThanOrEqual(5)
    await supervisor.stop()
    expect(await supervisor.done).toEqual({ reason: 'stopped' })
    const restarts = lines.filter((line) => line.msg === 'worker exited; restarting')
    expect(restarts.length).toBeGreaterThanOrEqual(4)
    expect(new Set(restarts.map((line) => [line.restartInMs, line.crashes].join()))).toEqual(
      new Set(['10,1']),
    )
  })
})

describe('a launcher process', () => {
  const launcher = fileURLToPath(new URL('./testing/supervised-launcher.ts', import.meta.url))

  async function startLauncher(env: NodeJS.ProcessEnv = {}) {
    const port = await freePort(0)
    const child = spawn(process.execPath, ['--import', 'tsx', launcher], {
      env: { ...process.env, PORT: String(port), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    await expect.poll(() => stdout.includes('{'), { timeout: 15_000 }).toBe(true)
    const pids = JSON.parse(stdout.split('\n')[0]!) as { api: number; worker?: number }
    return { child, port, pids, output: () => ({ stdout, stderr }) }
  }

  const portIsFree = async (port: number) => (await freePort(port)) === port

  it.each(['SIGTERM', 'SIGINT'] as const)(
    'stops every process and frees the port on %s, then exits 0',
    async (signal) => {
      const { child, port, pids, output } = await startLauncher()
      expect([isAlive(pids.api), isAlive(pids.worker)]).toEqual([true, true])
      await expect.poll(() => portIsFree(port), { timeout: 10_000 }).toBe(false)

      child.kill(signal)
      const [code] = (await once(child, 'exit')) as [number | null]
      expect(code).toBe(0)
      // The worker stand-in ignores SIGTERM: it was killed after the grace period.
      expect([isAlive(pids.api), isAlive(pids.worker)]).toEqual([false, false])
      expect(await portIsFree(port)).toBe(true)
      expect(output().stdout).toContain('Stopped.')
    },
    30_000,
  )

  it('exits 1 with a clear line when a process keeps crashing', async () => {
    const { child, pids, output } = await startLauncher({ CRASH: '1' })
    const [code] = (await once(child, 'exit')) as [number | null]
    expect(code).toBe(1)
    expect(isAlive(pids.api)).toBe(false)
    expect(output().stderr).toContain('Stopped: worker kept crashing')
  }, 30_000)
})
