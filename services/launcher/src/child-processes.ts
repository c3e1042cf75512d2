import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))

/** The settings file `.env.example` asks a developer to create; optional. */
export const defaultEnvFile = `${repoRoot}.env`

/**
 * Runs a compiled entry point of this repository (`npm run build` makes them) in its own Node
 * process. The process reads `.env` itself, so it gets the developer's settings however it was
 * started; Node lets variables already in its environment (real ones, and what the launcher set)
 * win over the file.
 */
export function startProcess(
  entry: string,
  env: NodeJS.ProcessEnv,
  args: string[] = [],
  envFile = defaultEnvFile,
): ChildProcess {
  // Named only when present: Node announces a missing optional file on every start
  const envFileFlag = existsSync(envFile) ? [`--env-file=${envFile}`] : []
  return spawn(process.execPath, [...envFileFlag, '--enable-source-maps', entry, ...args], {
    cwd: repoRoot,
    env,
    // The IPC channel carries one message: that the process has started (announceStarted)
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  })
}
