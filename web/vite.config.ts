import react from '@vitejs/plugin-react'
import { constants } from 'node:zlib'
import { defineConfig } from 'vite'
import { compression } from 'vite-plugin-compression2'
import { preloadUnloaded } from './build/preload-unloaded'
import { reactRouterProductionBuild } from './build/react-router-production'

const apiOrigin = 'http://localhost:3000'

const chakraConfigHelpers = [
  'defineConfig',
  'defineRecipe',
  'defineSlotRecipe',
  'defineTokens',
  'defineSemanticTokens',
  'defineGlobalStyles',
  'defineKeyframes',
  'defineTextStyles',
  'defineLayerStyles',
  'defineAnimationStyles',
]

const preloads = preloadUnloaded()

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    preloads.plugin,
    react(),
    // Every text file also as .br and .gz, so the server sends the smallest encoding the browser
    // accepts without compressing per request. HTML pages are compressed by the server at start,
    // once it has put the shop's public address into them.
    !isSsrBuild &&
      compression({
        algorithms: [
          ['brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }],
          ['gzip', { level: 9 }],
        ],
        include: /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/,
        skipIfLargerOrEqual: false,
      }),
  ],
  // The development server keeps React Router's warnings
  resolve: { alias: command === 'build' ? reactRouterProductionBuild() : [] },
  server: {
    proxy: {
      '/api': apiOrigin,
      '/healthz': apiOrigin,
      '/admin/queues': apiOrigin,
    },
  },
  build: {
    // Every browser the shop supports preloads modules natively
    modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
    outDir: 'dist',
    emptyOutDir: true,
    // One hand-made chunk: every module the app's entry reaches by static imports (`$initial`),
    // the libraries every page runs among them, which every page runs in full. Split by which lazy
    // pages share them, these came as a score of files of 1 KB each: a fetch started for each in one
    // task of the start, each compressed on its own. As one file they share brotli's window, and
    // their imports of each other go: 2 KB less than the libraries in a file of their own. A library
    // module only lazy pages reach comes with them, not with the home page. No group by library for
    // the UI kit: it would take every module of it any page uses, so the menu, drawer and toast
    // machinery of later pages would join the home page's first load. A module the entry reaches but
    // never uses stays out: the recipes Chakra's theme module names, which only some pages draw
    // (web/src/components/ui/styled), would otherwise come along with it.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // Chakra's theme module builds its whole default config (every recipe) at load through
          // these identity helpers; declared pure, the recipes the shop never uses are dropped.
          treeshake: { manualPureFunctions: chakraConfigHelpers },
          output: {
            codeSplitting: {
              groups: [{ name: 'app', tags: ['$initial'], includeDependenciesRecursively: false }],
            },
          },
        },
  },
}))
