import { mapMessages } from '@shop/domain'
import { apiFile } from '../../../lib/api-client'

/**
 * Opens a report's draft PDF in a new tab. The draft needs the bearer token, which a plain link
 * cannot carry, so it is fetched here and shown from memory; the tab is opened first, inside the
 * click, so that browsers do not take it for a pop-up.
 */
export async function openDraftPdf(reportId: string): Promise<void> {
  const tab = window.open('', '_blank')
  try {
    const { blob } = await apiFile(
      `/api/admin/reports/${encodeURIComponent(reportId)}/draft`,
      mapMessages.admin.noDraft,
    )
    const url = URL.createObjectURL(blob)
    if (tab) tab.location.href = url
    else window.location.href = url
    // The tab has loaded it by then; the memory is released without closing the tab.
    setTimeout(() => URL.revokeObjectURL(url), 60_000)
  } catch (error) {
    tab?.close()
    throw error
  }
}
