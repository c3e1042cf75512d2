import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Plugin } from 'vite'

const virtualPrefix = 'virtual:lu-icon/'
const importOfIcons = /import\s*\{([^}]*)\}\s*from\s*['"]react-icons\/lu['"]/g

/**
 * Gives every Lucide icon of react-icons a module of its own. The package ships the whole set as
 * one module, and a module lives in one chunk: the first page would carry every icon any page
 * uses. `import { LuGift } from 'react-icons/lu'` becomes an import of LuGift's own module.
 */
export function iconModules(): Plugin {
  let source: string | undefined
  const iconSource = () =>
    (source ??= readFileSync(
      // The ES module build, not the CommonJS one `require` resolves to
      createRequire(import.meta.url)
        .resolve('react-icons/lu')
        .replace(/\.js$/, '.mjs'),
      'utf8',
    ))

  return {
    name: 'icon-modules',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !code.includes('react-icons/lu')) return null
      return code.replace(importOfIcons, (_, names: string) =>
        names
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
          .map((name) => `import { ${name} } from '${virtualPrefix}${name.split(/\s+as\s+/)[0]}'`)
          .join('\n'),
      )
    },
    resolveId(id) {
      return id.startsWith(virtualPrefix) ? `\0${id}` : null
    },
    load(id) {
      if (!id.startsWith(`\0${virtualPrefix}`)) return null
      const name = id.slice(virtualPrefix.length + 1)
      const body = new RegExp(`^export function ${name} \\(props\\) \\{\\n[^\\n]*\\n\\};$`, 'm')
      const icon = iconSource().match(body)
      if (!icon) throw new Error(`react-icons/lu has no icon ${name}`)
      return `import { GenIcon } from 'react-icons/lib'\n${icon[0]}\n`
    },
  }
}
