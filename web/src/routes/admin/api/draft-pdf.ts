import { mapMessages } from '@shop/domain'
import { ApiError, apiSession } from '../../../lib/api-client'

/**
 * Opens a report's draft PDF in a new tab. The draft needs the bearer token, which a plain link
 * cannot carry, so it is fetched here and shown from memory; the tab is opened first, inside the
 * click, so that browsers do not take it for a pop-up.
 */
export async function openDraftPdf(reportId: string): Promise<void> {
  const tab = window.open('', '_blank')
  try {
    const sessionToken = await apiSession.token()
    const response = await fetch(`/api/admin/reports/${encodeURIComponent(reportId)}/draft`, {
      headers: sessionToken ? { authorization: `Bearer ${sessionToken}` } : {},
    })
    if (response.status === 401 && sessionToken) apiSession.unauthorized(sessionToken)
    if (!response.ok) {
      const envelope = (await response.json().catch(() => null)) as {
        error?: { message?: string }
      } | null
      throw new ApiError(envelope?.error?.message || mapMessages.admin.noDraft, response.status)
    }
    const url = URL.createObjectURL(await response.blob())
    if (tab) tab.location.href = url
    else window.location.href = url
    // The tab has loaded it by then; the memory is released without closing the tab.
    setTimeout(() => URL.revokeObjectURL(url), 60_000)
  } catch (error) {
    tab?.close()
    throw error
  }
}
