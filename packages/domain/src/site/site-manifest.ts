/**
 * What the web build writes to dist/pages/site.json for the server: the paths the app has pages
 * for, the prerendered pages and the 404 page.
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

const settingMark = '__SHOP_SETTING_'

/** Stands for one of the running shop's settings in prerendered HTML; the server puts it there. */
export const settingPlaceholder = (key: string) => `${settingMark}${key}__`

/** Every setting's placeholder in a page, the setting's key captured. */
export const settingPlaceholders = () => new RegExp(`${settingMark}(\\w+)__`, 'g')
