/**
 * What the build writes to dist/pages/site.json for the server: the paths the app has pages
 * for, the prerendered pages and the 404 page. Kept free of imports so the server can share it.
 */
export interface SiteManifest {
  /** Path patterns of every page; `:name` matches one segment. Other paths answer 404. */
  patterns: string[]
  /** Prerendered pages, each an HTML file under dist/pages; the listed ones go in the sitemap. */
  pages: { path: string; file: string; listed: boolean }[]
  notFound: string
}

/** Stands for the shop's public address in prerendered HTML; the server puts PUBLIC_URL there. */
export const publicOrigin = '__SHOP_PUBLIC_ORIGIN__'

/** Stands for one of the running shop's settings in prerendered HTML; the server puts it there. */
export const settingPlaceholder = (key: string) => `__SHOP_SETTING_${key}__`
