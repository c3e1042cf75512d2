import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))

/** The settings file `.env.example` asks a developer to create; optional. */
export const defaultEnvFile = `${repoRoot}.env`

/**
 * Runs a TypeScript entry point of this repository in its own Node process. The process reads
 * `.env` itself, so it gets the developer's settings however it was started; Node lets variables
 * already in its environment (real ones, and what the launcher set) win over the file.
 */
export function startProcess(
  entry: string,
  env: NodeJS.ProcessEnv,
  envFile = defaultEnvFile,
): ChildProcess {
  return spawn(process.execPath, [`--env-file-if-exists=${envFile}`, '--import', 'tsx', entry], {
    cwd: repoRoot,
    env,
    stdio: 'inherit',
  })
}
