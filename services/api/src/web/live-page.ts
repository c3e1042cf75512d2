import { escapeMarkup, settingPlaceholders } from '@shop/domain'
import { encodeBody, type EncodedBody } from './encoded-body.ts'

/** Settings a manager changes while the shop runs, read afresh for each page that shows one. */
export interface LiveSettings {
  keys: string[]
  read: () => Promise<Record<string, string>>
}

/** A page as sent: the same body for its whole life, or one with live settings put in. */
export type SiteDocument = () => Promise<EncodedBody>

/**
 * A page whose placeholders for live settings are filled in for each request. A filled page is
 * encoded once, and kept for as long as the settings keep their values.
 */
export function livePage(text: string, type: string, settings: LiveSettings): SiteDocument {
  let kept: { values: string; body: EncodedBody } | undefined
  return async () => {
    const current = await settings.read()
    const values = JSON.stringify(current)
    if (kept?.values !== values) {
      const filled = text.replace(settingPlaceholders(), (_, key: string) =>
        escapeMarkup(current[key] ?? ''),
      )
      kept = { values, body: encodeBody(filled, type) }
    }
    return kept.body
  }
}
