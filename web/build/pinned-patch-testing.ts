import type { Plugin } from 'vite'

/** What a pinned patch's plugin makes of `code`, as the build runs it on the module `id`. */
export function transformedBy(plugin: Plugin, code: string, id: string): string | null | undefined {
  // pinnedPatch gives a plain transform function, which needs nothing of Rollup's context
  const transform = plugin.transform as (code: string, id: string) => string | null | undefined
  return transform.call({}, code, id)
}
