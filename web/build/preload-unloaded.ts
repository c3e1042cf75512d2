import type { Plugin, ResolveModulePreloadDependenciesFn, Rolldown } from 'vite'

/**
 * Vite preloads every file a lazy module needs, each with a link added to the document, including
 * the files the importing chunk itself imports: those ran before the import could, and their links
 * only cost a phone's main thread (on a page's start, a task of its own for the order form). This
 * keeps the links of files not loaded yet: the plugin reads the bundle's import graph, and
 * `resolveDependencies` (Vite's `build.modulePreload` option) drops what the host already has.
 */
export function preloadUnloaded() {
  let bundle: Rolldown.OutputBundle | undefined
  const loadedWith = new Map<string, Set<string>>()

  function staticClosure(fileName: string): Set<string> {
    let closure = loadedWith.get(fileName)
    if (closure) return closure
    closure = new Set()
    const pending = [fileName]
    while (pending.length) {
      const next = pending.pop()!
      if (closure.has(next)) continue
      closure.add(next)
      const chunk = bundle?.[next]
      if (chunk?.type === 'chunk') pending.push(...chunk.imports)
    }
    loadedWith.set(fileName, closure)
    return closure
  }

  const plugin: Plugin = {
    name: 'preload-unloaded',
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output
        loadedWith.clear()
      },
    },
  }
  const resolveDependencies: ResolveModulePreloadDependenciesFn = (
    _file,
    deps,
    { hostId, hostType },
  ) => {
    if (hostType !== 'js' || !bundle) return deps
    const loaded = staticClosure(hostId)
    return deps.filter((dep) => !loaded.has(dep))
  }
  return { plugin, resolveDependencies }
}
