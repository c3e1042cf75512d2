import { startedMessage } from '@shop/config'
import type { Program } from './supervisor.ts'

export interface Startup {
  /** The same programs, each of whose processes is listened to for its start. */
  programs: Program[]
  /** True once every program's process has said it started; false if one has not in time. */
  started(timeoutMs: number): Promise<boolean>
}

/**
 * Follows the start of each program, so the launcher prints the shop's addresses after their
 * start-up lines rather than among them: the last thing before the log of requests.
 */
export function followStartup(programs: readonly Program[]): Startup {
  const waiting = new Map<string, () => void>()
  const all = Promise.all(
    programs.map((program) => new Promise<void>((resolve) => waiting.set(program.name, resolve))),
  )
  return {
    programs: programs.map((program) => ({
      name: program.name,
      start() {
        const child = program.start()
        child.on('message', (message) => {
          if (message === startedMessage) waiting.get(program.name)?.()
        })
        return child
      },
    })),
    started(timeoutMs) {
      let timer: NodeJS.Timeout | undefined
      const late = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs)
      })
      return Promise.race([all.then(() => true), late]).finally(() => clearTimeout(timer))
    },
  }
}
