import { seoMessages } from '@shop/domain'
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import type { ReactNode } from 'react'
import { prerender } from 'react-dom/static'
import { Route, Routes, StaticRouter, type RouteObject } from 'react-router-dom'
import { AppProviders } from '../app/app-providers'
import { AppRoutes } from '../app/app-routes'
import { preloadRoute } from '../app/preload-route'
import { prerenderMark, type PrerenderedPage } from '../app/prerendered'

export { shellAttribute } from '../app/prerendered'
import { routes } from '../app/router'
import { PageLoader } from '../components/layout/page-loader'
import { SiteLayout } from '../components/layout/site-layout'
import { createEmotionCache, prerenderedStylesAttribute } from '../theme/emotion-cache'

export interface PageToRender extends PrerenderedPage {
  /** A path the page answers, to render it at. */
  path: string
}

export interface SiteRoutes {
  /** Every path pattern the app shows a page for (`:name` is one segment). */
  patterns: string[]
  pages: PageToRender[]
}

/** Walks the route table: the paths the server must know, and the pages to render at build. */
export function siteRoutes(): SiteRoutes {
  const patterns: string[] = []
  const pages: PageToRender[] = []
  const visit = (list: RouteObject[], parent: string) => {
    for (const route of list) {
      const path = route.path === undefined ? parent : joinPath(parent, route.path)
      const mark = prerenderMark(route.handle)
      const page = mark && {
        file: mark.file,
        listed: mark.listed,
        ...seoMessages.pages[mark.meta],
      }
      if (route.path === '*') {
        if (page) pages.push({ ...page, path: joinPath(parent, 'a-page-that-does-not-exist') })
        continue
      }
      if (route.index || (route.path !== undefined && !route.children)) patterns.push(path)
      if (page) pages.push({ ...page, path })
      if (route.children) visit(route.children, path)
    }
  }
  visit(routes, '/')
  return { patterns: [...new Set(patterns)], pages }
}

function joinPath(parent: string, path: string): string {
  return `/${[parent, path].join('/').split('/').filter(Boolean).join('/')}`
}

/**
 * The page's HTML as the browser would draw it for a visitor who is not signed in, and the
 * emotion style tags it needs, so it paints before any script runs.
 */
export async function renderPage(path: string): Promise<{ html: string; styles: string }> {
  // With the page's code loaded first nothing suspends
  await preloadRoute(path)
  return renderHtml(
    <StaticRouter location={path}>
      <AppRoutes />
    </StaticRouter>,
    path,
  )
}

/**
 * What a page drawn only in the browser (the customer's pages, the dashboard) shows while its
 * scripts arrive: the site's frame around the loader, rather than a blank screen.
 */
export function renderShell(): Promise<{ html: string; styles: string }> {
  return renderHtml(
    <StaticRouter location="/">
      <Routes>
        <Route element={<SiteLayout />}>
          <Route path="*" element={<PageLoader />} />
        </Route>
      </Routes>
    </StaticRouter>,
    'the shell',
  )
}

async function renderHtml(routed: ReactNode, name: string) {
  // compat: styles are collected in the cache instead of being written inline beside elements
  const cache = createEmotionCache()
  cache.compat = true
  const page = (
    <CacheProvider value={cache}>
      <AppProviders>{routed}</AppProviders>
    </CacheProvider>
  )
  // With no size limit on a boundary, React writes every part in place rather than outlining
  // large ones to be moved by its inline scripts.
  const options = { progressiveChunkSize: Number.MAX_SAFE_INTEGER }
  const html = await new Response((await prerender(page, options)).prelude).text()
  if (html.includes('<script')) throw new Error(`${name} rendered an inline script`)
  const emotion = createEmotionServer(cache)
  const tags = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html))
  // Under an attribute of their own, which the browser's cache reads but emotion does not: it
  // would move each tag, and the browser restyle the whole page (see emotion-cache.ts).
  const styles = tags.replaceAll('<style data-emotion=', `<style ${prerenderedStylesAttribute}=`)
  if (styles === tags) throw new Error(`${name} has no emotion style tags to mark`)
  return { html, styles }
}
