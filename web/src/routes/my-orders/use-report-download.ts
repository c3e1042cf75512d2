import { orderMessages } from '@shop/domain'
import { useMutation } from '@tanstack/react-query'
import { toaster } from '../../components/ui/toaster'
import { ordersApi } from '../../lib/orders-api'

/**
 * Fetches a finished report's short-lived link and downloads the file in place. The link answers
 * the file as an attachment, so following it in this tab keeps the orders page on the screen
 * while the browser saves the PDF (a new tab would stay blank once its download began). A
 * mutation rather than a query: each click mints a new signed link, nothing to cache or share.
 */
export function useReportDownload() {
  const mutation = useMutation({
    mutationFn: ({ reportId }: { reportId: string }) => ordersApi.downloadReport(reportId),
    onSuccess: ({ downloadUrl }) => window.location.assign(downloadUrl),
    onError: (error) => {
      console.warn('Report download failed', error)
      toaster.create({
        type: 'error',
        title: orderMessages.downloadErrorTitle,
        description: orderMessages.downloadFailed,
      })
    },
  })

  return {
    download: (reportId: string) => mutation.mutate({ reportId }),
    downloading: mutation.isPending ? (mutation.variables?.reportId ?? null) : null,
  }
}
