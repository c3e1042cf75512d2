import { downloadLinkDays } from '@shop/domain'
import { signDownloadToken } from '@shop/storage'
import type { EmailSettings } from '../email-kind.ts'

/** A signed link that downloads the report's PDF without an account, for `downloadLinkDays`. */
export function downloadUrl(
  settings: EmailSettings,
  path: 'gifts' | 'downloads',
  reportId: string,
): string {
  const expires = new Date(Date.now() + downloadLinkDays * 24 * 3600 * 1000)
  return `${settings.PUBLIC_URL}/api/${path}/${signDownloadToken(reportId, expires, settings.JWT_SECRET)}`
}
