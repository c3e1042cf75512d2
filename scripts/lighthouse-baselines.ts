import { serve, type ServerType } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import react from '@vitejs/plugin-react'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

/**
 * Pages to measure beside the shop's, so that a run's figures say how much of them is the machine:
 * a bare React page, and one with Chakra set up as its documentation does. Each shows the home
 * page's hero heading, text and first button, drawn in the browser.
 */
const baselines = [
  { label: 'baseline: bare React', page: 'bare-react.html' },
  { label: 'baseline: Chakra default', page: 'chakra-default.html' },
]

const source = fileURLToPath(new URL('../web/scripts/lighthouse-baselines/', import.meta.url))

export interface RunningBaselines {
  pages: { label: string; url: string }[]
  stop(): Promise<void>
}

/** Builds the baseline pages for production and serves them, compressed, on a free port. */
export async function startBaselines(): Promise<RunningBaselines> {
  const outDir = await mkdtemp(join(tmpdir(), 'lighthouse-baselines-'))
  await build({
    root: source,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      rolldownOptions: {
        input: Object.fromEntries(baselines.map(({ page }) => [page, join(source, page)])),
      },
    },
  })
  const app = new Hono()
  app.use(compress())
  app.use(serveStatic({ root: outDir }))
  const server: ServerType = await new Promise((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started),
    )
  })
  const { port } = server.address() as { port: number }
  return {
    pages: baselines.map(({ label, page }) => ({ label, url: `http://127.0.0.1:${port}/${page}` })),
    async stop() {
      await new Promise((resolve) => server.close(resolve))
      await rm(outDir, { recursive: true, force: true })
    },
  }
}
