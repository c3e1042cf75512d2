import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))

export interface ManagedProcess {
  name: string
  child: ChildProcess
  exited: Promise<number | null>
}

/** Runs a TypeScript entry point of this repository in its own Node process. */
export function startProcess(name: string, entry: string, env: NodeJS.ProcessEnv): ManagedProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repoRoot,
    env,
    stdio: 'inherit',
  })
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  )
  return { name, child, exited }
}

/** SIGTERM, then SIGKILL for a process that has not finished its shutdown in time. */
export async function stopProcess(managed: ManagedProcess, graceMs = 15_000): Promise<void> {
  if (managed.child.exitCode !== null || managed.child.signalCode !== null) return
  managed.child.kill('SIGTERM')
  const timer = setTimeout(() => managed.child.kill('SIGKILL'), graceMs)
  await managed.exited
  clearTimeout(timer)
}
