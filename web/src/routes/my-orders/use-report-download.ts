import { he } from '@shop/domain'
import { useState } from 'react'
import { toaster } from '../../components/ui/toaster'
import { ordersApi } from '../../lib/orders-api'

/** Fetches a finished report's short-lived link and opens it in a new tab. */
export function useReportDownload() {
  const [downloading, setDownloading] = useState<string | null>(null)

  const download = async (reportId: string) => {
    // Opened inside the click, so popup blockers allow it; it is pointed at the file once the
    // link is known.
    const tab = window.open('', '_blank')
    if (tab) tab.opener = null
    setDownloading(reportId)
    try {
      const { downloadUrl } = await ordersApi.downloadReport(reportId)
      if (tab) tab.location.href = downloadUrl
      else window.open(downloadUrl, '_blank', 'noopener')
    } catch (error) {
      console.warn('Report download failed', error)
      tab?.close()
      toaster.create({
        type: 'error',
        title: he.order.downloadErrorTitle,
        description: he.order.downloadFailed,
      })
    } finally {
      setDownloading(null)
    }
  }

  return { download, downloading }
}
