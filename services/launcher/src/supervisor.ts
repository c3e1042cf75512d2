import type { ChildProcess } from 'node:child_process'
import type { Logger } from 'pino'

/** A process the launcher keeps running: a name for the logs and how to start it once more. */
export interface Program {
  name: string
  start(): ChildProcess
}

export interface SupervisorOptions {
  logger: Pick<Logger, 'info' | 'warn' | 'error'>
  /** Delay before the first restart; doubled for every further crash within the window. */
  backoffMs?: number
  maxBackoffMs?: number
  /** More crashes than this of one process within the window: it will not recover by itself. */
  crashLimit?: number
  crashWindowMs?: number
  /** How long a stopping process may take to finish its work before it is killed. */
  stopGraceMs?: number
}

export type Outcome = { reason: 'stopped' } | { reason: 'crash-loop'; process: string }

export interface Supervisor {
  /** The live process of a program, if it is running now. */
  child(name: string): ChildProcess | undefined
  children(): ChildProcess[]
  /** SIGTERM to every process (SIGKILL after the grace period); no restart happens afterwards. */
  stop(): Promise<void>
  /** Settles once everything has stopped: by stop(), or because a process kept crashing. */
  done: Promise<Outcome>
}

/**
 * Starts every program and restarts any that exits, waiting longer after each crash, so a worker
 * killed by the OOM killer or an API that lost its database for a moment comes back by itself.
 * A process that keeps crashing is a fault a restart cannot cure: then everything is stopped.
 */
export function supervise(programs: Program[], options: SupervisorOptions): Supervisor {
  const {
    logger,
    backoffMs = 1000,
    maxBackoffMs = 30_000,
    crashLimit = 5,
    crashWindowMs = 60_000,
    stopGraceMs = 15_000,
  } = options
  const running = new Map<string, ChildProcess>()
  const restarts = new Set<NodeJS.Timeout>()
  let stopping: Promise<void> | undefined
  let settle: (outcome: Outcome) => void = () => undefined
  const done = new Promise<Outcome>((resolve) => (settle = resolve))

  function launch(program: Program, crashes: number[]) {
    const child = program.start()
    running.set(program.name, child)
    child.on('error', (error) =>
      logger.error({ process: program.name, err: error }, 'spawn failed'),
    )
    child.once('exit', (code, signal) => {
      if (running.get(program.name) === child) running.delete(program.name)
      if (stopping) return
      const now = Date.now()
      const recent = [...crashes.filter((at) => now - at < crashWindowMs), now]
      const line = {
        process: program.name,
        childPid: child.pid,
        code,
        signal,
        crashes: recent.length,
      }
      if (recent.length > crashLimit) {
        logger.error(
          { ...line, windowSeconds: crashWindowMs / 1000 },
          `${program.name} keeps crashing; stopping everything`,
        )
        void shutdown({ reason: 'crash-loop', process: program.name })
        return
      }
      const restartInMs = Math.min(backoffMs * 2 ** (recent.length - 1), maxBackoffMs)
      logger.warn({ ...line, restartInMs }, `${program.name} exited; restarting`)
      const timer = setTimeout(() => {
        restarts.delete(timer)
        launch(program, recent)
      }, restartInMs)
      restarts.add(timer)
    })
  }

  function shutdown(outcome: Outcome): Promise<void> {
    stopping ??= (async () => {
      for (const timer of restarts) clearTimeout(timer)
      restarts.clear()
      await Promise.all([...running.values()].map((child) => stopChild(child, stopGraceMs)))
      settle(outcome)
    })()
    return stopping
  }

  for (const program of programs) launch(program, [])
  return {
    child: (name) => running.get(name),
    children: () => [...running.values()],
    stop: () => shutdown({ reason: 'stopped' }),
    done,
  }
}

function stopChild(child: ChildProcess, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}
