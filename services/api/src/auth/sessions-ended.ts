import type { AppDeps } from '../context.ts'

/**
 * Tells the orders-poll shortcut that these sessions ended. The database already refuses them;
 * should Redis be away, the shortcut's own one-minute memory of a session is the most it can lag.
 */
export function sessionsEnded(deps: AppDeps, families: string[]): Promise<void> {
  return deps.ordersPoll.cache.sessionsRevoked(families).catch((error: unknown) => {
    deps.logger.warn({ err: error }, 'could not mark ended sessions in Redis')
  })
}
