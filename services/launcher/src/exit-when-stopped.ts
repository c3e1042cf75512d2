import type { Supervisor } from './supervisor.ts'

/**
 * Ctrl-C or SIGTERM stops every process and exits 0. A crash loop stops everything the same way
 * but exits 1, so a script or service manager sees the fault.
 */
export function exitWhenStopped(supervisor: Supervisor): void {
  const stop = () => void supervisor.stop()
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
  // Should the launcher itself die, its children must not live on holding the ports.
  process.once('exit', () => supervisor.children().forEach((child) => child.kill('SIGTERM')))
  void supervisor.done.then((outcome) => {
    if (outcome.reason === 'crash-loop') {
      process.stderr.write(`Stopped: ${outcome.process} kept crashing (its log is above).\n`)
      process.exit(1)
    }
    process.stdout.write('Stopped.\n')
    process.exit(0)
  })
}
