import { escapeMarkup, publicOrigin, settingPlaceholders, type SiteManifest } from '@shop/domain'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { encodeBody, type EncodedBody } from './encoded-body.ts'
import { livePage, type LiveSettings, type SiteDocument } from './live-page.ts'

// Signed-in and admin screens have nothing for a search engine
const privatePaths = ['/admin', '/api/', '/cart', '/checkout', '/my-orders', '/payments']

export interface SiteDocuments {
  patterns: string[]
  /** Prerendered pages by path. */
  pages: Map<string, SiteDocument>
  /**
   * The site's frame and a loader, which the app replaces, for pages drawn in the browser only;
   * live like the pages, since its footer names the seller.
   */
  shell: SiteDocument
  notFound: SiteDocument
  robots: EncodedBody
  sitemap: EncodedBody
}

/**
 * Reads the built pages once, with the shop's public address and settings put in and the given
 * tags (the analytics script) added to every head, in every encoding. A page's script starts
 * from the same values, so hydrating keeps them. A page showing a live setting has it put in as
 * it is sent.
 */
export function loadSiteDocuments(
  webDist: string,
  publicUrl: string,
  settings: Record<string, string>,
  live: LiveSettings,
  headTags = '',
): SiteDocuments {
  const origin = publicUrl.replace(/\/+$/, '')
  const read = (file: string) => readFileSync(join(webDist, file), 'utf8')
  const text = (file: string) =>
    read(file)
      .replaceAll(publicOrigin, origin)
      .replace(settingPlaceholders(), (placeholder, key: string) => {
        if (live.keys.includes(key)) return placeholder
        const value = settings[key]
        if (value === undefined) throw new Error(`${file} wants a setting the shop lacks: ${key}`)
        return escapeMarkup(value)
      })
      .replace('</head>', `${headTags}</head>`)
  const type = 'text/html; charset=utf-8'
  const page = (file: string): SiteDocument => {
    const content = text(file)
    if (settingPlaceholders().test(content)) return livePage(content, type, live)
    const body = encodeBody(content, type)
    return () => Promise.resolve(body)
  }
  const manifest = JSON.parse(read('pages/site.json')) as SiteManifest

  return {
    patterns: manifest.patterns,
    pages: new Map(manifest.pages.map((entry) => [entry.path, page(`pages/${entry.file}`)])),
    shell: page('index.html'),
    notFound: page(`pages/${manifest.notFound}`),
    robots: encodeBody(robotsTxt(origin), 'text/plain; charset=utf-8'),
    sitemap: encodeBody(sitemapXml(origin, manifest), 'application/xml; charset=utf-8'),
  }
}

function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}

function sitemapXml(origin: string, manifest: SiteManifest): string {
  const urls = manifest.pages
    .filter((page) => page.listed)
    .map((page) => `  <url><loc>${escapeMarkup(`${origin}${page.path}`)}</loc></url>`)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}
