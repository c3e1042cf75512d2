import { ApiError, apiSession } from './api-client'

/** The name the answer gives its file (RFC 6266: the UTF-8 form first), else `fallback`. */
function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? ''
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1]
  if (encoded) return decodeURIComponent(encoded)
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallback
}

/**
 * Saves a file the API answers only with the bearer token, which a plain link cannot carry: it is
 * fetched here and handed to the browser's download from memory.
 */
export async function downloadFile(path: string, failedMessage: string): Promise<void> {
  const sessionToken = await apiSession.token()
  const response = await fetch(path, {
    headers: sessionToken ? { authorization: `Bearer ${sessionToken}` } : {},
  })
  if (response.status === 401 && sessionToken) apiSession.unauthorized(sessionToken)
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as {
      error?: { message?: string }
    } | null
    throw new ApiError(envelope?.error?.message || failedMessage, response.status)
  }
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = fileNameOf(response, 'document')
  document.body.append(link)
  link.click()
  link.remove()
  // The download has begun by then; the memory is released.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
