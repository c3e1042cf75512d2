import { apiFile } from './api-client'

/**
 * Saves a file the API answers only with the bearer token, which a plain link cannot carry: it is
 * fetched here and handed to the browser's download from memory.
 */
export async function downloadFile(path: string, failedMessage: string): Promise<void> {
  const { blob, fileName } = await apiFile(path, failedMessage)
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName ?? 'document'
  document.body.append(link)
  link.click()
  link.remove()
  // The download has begun by then; the memory is released.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
