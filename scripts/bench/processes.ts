import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url))

/**
 * An entry point of this repository (the shop's compiled JavaScript, or a baseline's TypeScript)
 * in a process of its own; with `ipc`, a channel to talk to it with `send` and `message`.
 */
export function runEntry(
  entry: string,
  env: NodeJS.ProcessEnv,
  { ipc = false } = {},
): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', ...(ipc ? (['ipc'] as const) : [])],
  })
}

/** CPU time (user and system) a running process has used so far, in milliseconds. */
export function processCpuMs(pid: number): number {
  // /proc/<pid>/stat: the fields after the command's closing parenthesis, utime and stime in
  // clock ticks (100 a second on Linux) at positions 14 and 15 of the whole line.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(timer)
}

export async function waitForOk(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in time`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
