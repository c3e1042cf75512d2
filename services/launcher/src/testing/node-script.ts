import { spawn } from 'node:child_process'

/** A tiny Node program standing in for the API or the worker in supervision tests. */
export const nodeScript = (source: string, env: NodeJS.ProcessEnv = {}) =>
  spawn(process.execPath, ['-e', source], { stdio: 'ignore', env: { ...process.env, ...env } })

/** Runs until told to stop, like a healthy service. */
export const sleeper = 'setInterval(() => {}, 1000)'

/** Ignores SIGTERM, like a service stuck in its shutdown: only SIGKILL ends it. */
export const stubborn = `process.on('SIGTERM', () => {}); ${sleeper}`

/** Holds a TCP port, like the API does, until it is stopped. */
export const listener = `require('node:net').createServer().listen(Number(process.env.PORT), '127.0.0.1')`

/** Crashes on start, like a service with a fault a restart cannot cure. */
export const crasher = (code: number, afterMs = 0) =>
  `setTimeout(() => process.exit(${code}), ${afterMs})`

export function isAlive(pid: number | undefined): boolean {
  if (pid === undefined) return false
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
