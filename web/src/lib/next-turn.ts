/**
 * Resolves in a later task: the app's start awaits it between its steps, so a phone's main thread
 * is free between them instead of busy for one long stretch.
 */
export const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve))
