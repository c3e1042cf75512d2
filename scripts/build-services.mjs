// Compiles the processes' entry points to JavaScript (`npm run build` runs it), so `npm start` and
// the container image start them without compiling TypeScript first. The shop's own workspaces
// (@shop/*, TypeScript) are bundled in; every other package stays an import of node_modules, as
// some load parts of themselves at run time (MikroORM's drivers, pino's transports, Playwright).
// Each bundle lands in a `dist` folder beside its `src`, at the same depth, so paths that code
// finds from its own file (the web app's folder, the repository root) still resolve.
import { build } from 'esbuild'
import { fileURLToPath, URL } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))

const entries = {
  'services/api/dist/main': 'services/api/src/main.ts',
  'services/worker/dist/main': 'services/worker/src/main.ts',
  'services/launcher/dist/main': 'services/launcher/src/main.ts',
  'services/launcher/dist/mail-catcher': 'services/launcher/src/mail-catcher.ts',
  'packages/db/dist/migrate': 'packages/db/src/cli/migrate.ts',
}

/** Only the shop's workspaces are bundled; any other bare import is left to node_modules. */
const packagesExternal = {
  name: 'packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@shop/') ? undefined : { path: args.path, external: true },
    )
  },
}

await build({
  absWorkingDir: root,
  entryPoints: Object.entries(entries).map(([out, entry]) => ({ in: entry, out })),
  outdir: root,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [packagesExternal],
})
