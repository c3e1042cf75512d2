import type { Logger } from 'pino'

/**
 * Work a route does after it has answered, so that neither the answer nor its timing tells a
 * stranger what the work found (which orders exist, whose address has an account). It is kept in
 * hand so that a stopping API finishes what it accepted before closing the database, instead of
 * dropping a buyer's cancellation or a reset link it already said it would send.
 */
export interface AfterAnswer {
  /** Starts `task`; a failure is logged as `failure`, never thrown at the route. */
  run(failure: string, task: () => Promise<unknown>): void
  /** Resolves once every task started so far has ended. */
  settled(): Promise<void>
}

export function afterAnswer(logger: Logger): AfterAnswer {
  const running = new Set<Promise<void>>()
  return {
    run(failure, task) {
      const ended = task().then(
        () => undefined,
        (error: unknown) => logger.error({ err: error }, failure),
      )
      running.add(ended)
      void ended.finally(() => running.delete(ended))
    },
    async settled() {
      await Promise.all(running)
    },
  }
}
