import { pinnedPatch } from './pinned-patch'

const helperModule = /^\0vite\/preload-helper/
const eagerAppend = 'document.head.appendChild(link);'

/**
 * Vite's helper for lazy modules adds a preload link for each file the module needs, all in the
 * task that asks for the module. Starting a fetch costs a phone's main thread a few milliseconds,
 * so the order form's score of files made one long task of the app's start. The links go in a
 * few at a time, a task each; the module itself is asked for at once, as before, and a file it
 * reaches first is fetched once.
 */
export function batchedPreloadLinks(perTask = 4) {
  const batching =
    `const pendingLinks = [];` +
    `const addPendingLinks = () => {` +
    ` for (const link of pendingLinks.splice(0, ${perTask})) document.head.appendChild(link);` +
    ` if (pendingLinks.length) setTimeout(addPendingLinks);` +
    `};` +
    `const addLinkSoon = (link) => { if (pendingLinks.push(link) === 1) setTimeout(addPendingLinks); };`
  return pinnedPatch(
    'batched-preload-links',
    helperModule,
    (code) =>
      code.split(eagerAppend).length === 2
        ? `${batching}\n${code.replace(eagerAppend, 'addLinkSoon(link);')}`
        : null,
    'post',
  )
}
