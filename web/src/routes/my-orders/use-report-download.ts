import { orderMessages } from '@shop/domain'
import { useMutation } from '@tanstack/react-query'
import { toaster } from '../../components/ui/toaster'
import { ordersApi } from '../../lib/orders-api'

/**
 * Fetches a finished report's short-lived link and opens it in a new tab. A mutation rather than a
 * query: each click mints a new signed link, nothing to cache or share.
 */
export function useReportDownload() {
  const mutation = useMutation({
    mutationFn: ({ reportId }: { reportId: string; tab: Window | null }) =>
      ordersApi.downloadReport(reportId),
    onSuccess: ({ downloadUrl }, { tab }) => {
      if (tab) tab.location.href = downloadUrl
      else window.open(downloadUrl, '_blank', 'noopener')
    },
    onError: (error, { tab }) => {
      console.warn('Report download failed', error)
      tab?.close()
      toaster.create({
        type: 'error',
        title: orderMessages.downloadErrorTitle,
        description: orderMessages.downloadFailed,
      })
    },
  })

  const download = (reportId: string) => {
    // Opened inside the click, so popup blockers allow it; it is pointed at the file once the
    // link is known.
    const tab = window.open('', '_blank')
    if (tab) tab.opener = null
    mutation.mutate({ reportId, tab })
  }

  return {
    download,
    downloading: mutation.isPending ? (mutation.variables?.reportId ?? null) : null,
  }
}
