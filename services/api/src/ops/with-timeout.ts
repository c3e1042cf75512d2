export const checkTimeoutMs = 2000

/**
 * Gives up on a check of a dependency after two seconds, so a database or Redis that does not
 * answer makes /healthz and /metrics report it rather than hang.
 */
export function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('timeout')), checkTimeoutMs).unref(),
    ),
  ])
}
