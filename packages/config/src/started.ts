/** What a process started by `npm start`'s launcher sends it once its start-up is done. */
export const startedMessage = 'started'

/**
 * Tells the launcher, over the IPC channel it opens, that this process has started: it prints the
 * shop's addresses only once every process has, so they come after the start-up lines (written
 * synchronously there, see createLogger), not among them. Started any other way (a container, a
 * test) there is no channel, and nothing to tell.
 */
export function announceStarted(): void {
  process.send?.(startedMessage, () => process.disconnect())
}
