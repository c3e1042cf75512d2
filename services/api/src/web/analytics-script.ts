import type { Env } from '@shop/config'
import { escapeMarkup } from '@shop/domain'

export type AnalyticsSettings = Pick<
  Env,
  'ANALYTICS_PROVIDER' | 'ANALYTICS_SCRIPT_URL' | 'ANALYTICS_SITE_ID'
>

// Each provider's script reads the site it counts for from its own attribute
const siteAttribute: Record<Env['ANALYTICS_PROVIDER'], string> = {
  umami: 'data-website-id',
  plausible: 'data-domain',
}

/**
 * The analytics script tag for the head of every page, or nothing when no analytics is configured.
 * A tag with src rather than an inline snippet, so the Content-Security-Policy needs no exception
 * beyond the analytics origin.
 */
export function analyticsScriptTag(settings: AnalyticsSettings): string | undefined {
  const {
    ANALYTICS_PROVIDER: provider,
    ANALYTICS_SCRIPT_URL: src,
    ANALYTICS_SITE_ID: site,
  } = settings
  if (!src || !site) return undefined
  return `<script defer src="${escapeMarkup(src)}" ${siteAttribute[provider]}="${escapeMarkup(site)}"></script>`
}
