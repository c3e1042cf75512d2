/**
 * Renders the public pages to HTML after the client build, so their text and hero paint before
 * any script runs, and writes the route table the server answers 404 by. Run by `npm run build`.
 */
import { he } from '@shop/domain'
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { publicOrigin, type SiteManifest } from '../src/prerender/site-manifest.ts'

const dist = join(import.meta.dirname, '../dist')
const ssrBundle = join(import.meta.dirname, '../dist-ssr/render-page.js')
// The fonts the first paint uses: Hebrew body text and headings
const preloadedFonts = [
  /^heebo-hebrew-400-normal-.*\.woff2$/,
  /^heebo-hebrew-700-normal-.*\.woff2$/,
]

const { renderPage, siteRoutes } = (await import(
  pathToFileURL(ssrBundle).href
)) as typeof import('../src/prerender/render-page.tsx')

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

// The app's one small style sheet (the font faces) goes inline: as a file it would block the first
// paint until fetched, behind the scripts the browser asks for first.
const styleSheet = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/
const shell = await readFile(join(dist, 'index.html'), 'utf8')
const cssFile = shell.match(styleSheet)?.[1]
if (!cssFile) throw new Error('index.html has no style sheet link to inline')
const css = await readFile(join(dist, cssFile), 'utf8')
// The page is readable before its scripts run, so they wait behind the HTML and fonts: at low
// priority they no longer hold back the first paint on a slow connection.
const template = shell
  .replace(styleSheet, () => `<style>${css}</style>`)
  .replace(
    /<script type="module"|<link rel="modulepreload"/g,
    (tag) => `${tag} fetchpriority="low"`,
  )
const assets = await readdir(join(dist, 'assets'))
const fontLinks = preloadedFonts.map((pattern) => {
  const file = assets.find((name) => pattern.test(name))
  if (!file) throw new Error(`No font file matches ${pattern}`)
  return `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`
})

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
  else manifest.pages.push({ path: page.path, file })
  process.stdout.write(`prerendered ${page.path} -> pages/${file}\n`)
}

if (!manifest.notFound) throw new Error('The route table has no prerendered 404 page')
await writeFile(join(dist, 'pages', 'site.json'), JSON.stringify(manifest, null, 2))
await rm(join(import.meta.dirname, '../dist-ssr'), { recursive: true, force: true })
