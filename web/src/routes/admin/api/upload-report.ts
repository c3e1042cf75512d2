import { siteMessages } from '@shop/domain'
import { ApiError, apiSession } from '../../../lib/api-client'

export interface UploadOptions {
  /** Called with 0 to 100 as the file goes out. */
  onProgress: (percent: number) => void
  signal?: AbortSignal
}

/**
 * Sends a report's PDF as multipart field `file`. XMLHttpRequest rather than the API client's
 * fetch, because only it reports upload progress; the bearer and 401 handling are the client's.
 */
export async function uploadReportFile(
  reportId: string,
  file: File,
  { onProgress, signal }: UploadOptions,
): Promise<void> {
  const sessionToken = await apiSession.token()
  const body = new FormData()
  body.append('file', file)

  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', `/api/admin/reports/${encodeURIComponent(reportId)}/upload`)
    request.setRequestHeader('Accept', 'application/json')
    if (sessionToken) request.setRequestHeader('Authorization', `Bearer ${sessionToken}`)
    request.responseType = 'json'
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100))
    }
    request.onload = () => {
      if (request.status === 401 && sessionToken) apiSession.unauthorized(sessionToken)
      const envelope = request.response as {
        success?: boolean
        error?: { message?: string; code?: string }
      } | null
      if (request.status >= 200 && request.status < 300 && envelope?.success) {
        onProgress(100)
        resolve()
        return
      }
      const message = envelope?.error?.message || `HTTP ${request.status}`
      reject(new ApiError(message, request.status, envelope?.error?.code))
    }
    request.onerror = () => reject(new ApiError(siteMessages.apiClient.network, 0, 'NETWORK'))
    request.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'))
    signal?.addEventListener('abort', () => request.abort(), { once: true })
    request.send(body)
  })
}
