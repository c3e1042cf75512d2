/**
 * Resolves in a later task. Awaited at the top of a module that is slow to set up, it runs that
 * module (and what depends on it) in a task of its own, so a phone's main thread is free between
 * the app's start-up steps instead of busy for one long stretch.
 */
export const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve))
