/**
 * Renders the public pages, and the order form's page, to HTML after the client build, so their
 * text and hero paint before any script runs, and writes the route table the server answers 404 by. Run by `npm run build`.
 */
import { he, publicOrigin, type SiteManifest } from '@shop/domain'
import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { brotliCompressSync, gzipSync } from 'node:zlib'

const dist = join(import.meta.dirname, '../dist')
const ssrBundle = join(import.meta.dirname, '../dist-ssr/render-page.js')
// The fonts the first paint uses: Hebrew body text and headings
const preloadedFonts = [
  /^heebo-hebrew-400-normal-.*\.woff2$/,
  /^heebo-hebrew-700-normal-.*\.woff2$/,
]

/**
 * The page is whole before any script runs, so the app that makes it interactive is fetched only
 * once the page has painted: on a slow phone connection its scripts would otherwise share the
 * bandwidth with the text and fonts of the first paint. A small classic script (same origin, so the
 * CSP allows it) adds the app's module when the browser reports the first contentful paint: that
 * is when the frame is on the screen, which comes after the frame's own callbacks and the task
 * that drew it. In a hidden tab, where no frame comes, at once; and at the latest a second after
 * the script runs, should the tab be hidden before it painted. A browser without paint timing
 * starts after the first frame. The app's modules are not preloaded: starting a score of fetches
 * at once costs the main thread more, on a phone, than the one round trip the browser then spends
 * finding them.
 */
const appScripts =
  /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>|\s*<link rel="modulepreload" crossorigin href="\/assets\/[^"]+\.js">/g
const bootScript = `(() => {
  const { entry } = document.currentScript.dataset
  let started = false
  const start = () => {
    if (started) return
    started = true
    document.head.append(
      Object.assign(document.createElement('script'), { type: 'module', src: entry, crossOrigin: '' }),
    )
  }
  if (document.visibilityState !== 'visible') start()
  else if (window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) start()
    }).observe({ type: 'paint', buffered: true })
    setTimeout(start, 1000)
  } else requestAnimationFrame(() => setTimeout(start))
})()
`

/** The boot script as a hashed, precompressed asset, and the tag that replaces the app's tags. */
async function bootScriptTag(shellHtml: string): Promise<string> {
  const entry = [...shellHtml.matchAll(appScripts)].find((match) => match[1])?.[1]
  if (!entry) throw new Error('index.html has no module script for the boot script to load')
  const file = `boot-${createHash('sha256').update(bootScript).digest('base64url').slice(0, 8)}.js`
  const path = join(dist, 'assets', file)
  await writeFile(path, bootScript)
  await writeFile(`${path}.br`, brotliCompressSync(bootScript))
  await writeFile(`${path}.gz`, gzipSync(bootScript, { level: 9 }))
  return `<script defer src="/assets/${file}" data-entry="${entry}"></script>`
}

const { renderPage, renderShell, shellAttribute, siteRoutes } = (await import(
  pathToFileURL(ssrBundle).href
)) as typeof import('../src/prerender/render-page.tsx')

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

// The app's one small style sheet (the font faces) goes inline, in the prerendered pages and in
// the shell of those drawn in the browser: as a file it would block the first paint until fetched.
const styleSheet = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/
const shell = await readFile(join(dist, 'index.html'), 'utf8')
const cssFile = shell.match(styleSheet)?.[1]
if (!cssFile) throw new Error('index.html has no style sheet link to inline')
const css = await readFile(join(dist, cssFile), 'utf8')
const inlineStyles = shell.replace(styleSheet, () => `<style>${css}</style>`)
const assets = await readdir(join(dist, 'assets'))
const template = inlineStyles
  .replace(appScripts, '')
  .replace('</head>', `  ${await bootScriptTag(shell)}\n  </head>`)
const fontLinks = preloadedFonts.map((pattern) => {
  const file = assets.find((name) => pattern.test(name))
  if (!file) throw new Error(`No font file matches ${pattern}`)
  return `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`
})

// The page the app draws in the browser starts from the site's frame and a loader. It keeps the
// app's own script tags: nothing of it is hydrated, so the app starts at once and draws afresh,
// told so by the root's attribute (see main.tsx).
const frame = await renderShell()
const shellDocument = inlineStyles
  .replace('</head>', `  ${[...fontLinks, frame.styles].join('\n    ')}\n  </head>`)
  .replace('<div id="root"></div>', `<div id="root" ${shellAttribute}>${frame.html}</div>`)
if (!shellDocument.includes(frame.html))
  throw new Error('index.html has no root to put the shell in')
await writeFile(join(dist, 'index.html'), shellDocument)

const { patterns, pages } = siteRoutes()
await mkdir(join(dist, 'pages'), { recursive: true })
const manifest: SiteManifest = { patterns, pages: [], notFound: '' }

for (const page of pages) {
  const notFound = page.file === 'not-found'
  const url = `${publicOrigin}${page.path}`
  const { html, styles } = await renderPage(page.path)
  const head = [
    `<title>${escape(page.title)}</title>`,
    `<meta name="description" content="${escape(page.description)}">`,
    notFound ? '<meta name="robots" content="noindex">' : `<link rel="canonical" href="${url}">`,
    '<meta property="og:type" content="website">',
    `<meta property="og:site_name" content="${escape(he.site.shopName)}">`,
    '<meta property="og:locale" content="he_IL">',
    `<meta property="og:title" content="${escape(page.title)}">`,
    `<meta property="og:description" content="${escape(page.description)}">`,
    ...(notFound ? [] : [`<meta property="og:url" content="${url}">`]),
    `<meta property="og:image" content="${publicOrigin}/og-image.png">`,
    '<meta property="og:image:type" content="image/png">',
    '<meta property="og:image:width" content="1200">',
    '<meta property="og:image:height" content="630">',
    `<meta property="og:image:alt" content="${escape(he.seo.imageAlt)}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    ...fontLinks,
    styles,
  ].join('\n    ')
  const document = template
    .replace(/<title>[^<]*<\/title>\s*<meta\s+name="description"[^>]*>/, head)
    .replace('<div id="root"></div>', `<div id="root">${html}</div>`)
  if (!document.includes(page.description) || !document.includes(html)) {
    throw new Error(`index.html no longer has the title, description or root this step replaces`)
  }
  const file = `${page.file}.html`
  await writeFile(join(dist, 'pages', file), document)
  if (notFound) manifest.notFound = file
  else manifest.pages.push({ path: page.path, file, listed: page.listed })
  process.stdout.write(`prerendered ${page.path} -> pages/${file}\n`)
}

if (!manifest.notFound) throw new Error('The route table has no prerendered 404 page')
await writeFile(join(dist, 'pages', 'site.json'), JSON.stringify(manifest, null, 2))
await rm(join(import.meta.dirname, '../dist-ssr'), { recursive: true, force: true })
