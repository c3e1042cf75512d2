import {
  attachmentDisposition,
  fileRoutePath,
  isMissingFile,
  StorageKeyError,
  verifyFileLink,
} from '@shop/storage'
import { Hono, type Context } from 'hono'
import type { AppDeps } from '../context.ts'
import { answerLinkProblem } from '../web/link-problem-page.ts'

/**
 * Downloads of files kept on this machine (no S3 configured): the storage's presignedGet links
 * here, with the file's key as the path and a signed expiry as the query, so only a link the shop
 * handed out (to a signed-in buyer, or through an e-mailed link's redirect) opens a file, and only
 * the file it was made for. With S3, links point at S3 and nothing links here.
 */
export function fileRoutes({ storage, env }: AppDeps) {
  const problem = (c: Context, expired: boolean) =>
    answerLinkProblem(c, 'own', expired ? 'expired' : 'invalid')
  return new Hono().get('/*', async (c) => {
    const url = new URL(c.req.url)
    const key = keyOf(url.pathname.slice(fileRoutePath.length + 1))
    if (key === undefined) return problem(c, false)
    const check = verifyFileLink(key, url.searchParams, env.JWT_SECRET)
    if (!check.ok) return problem(c, check.expired)
    let file: Buffer
    try {
      file = await storage.get(key)
    } catch (error) {
      if (isMissingFile(error) || error instanceof StorageKeyError) return problem(c, false)
      throw error
    }
    return c.body(new Uint8Array(file), 200, {
      'Content-Type': key.endsWith('.pdf') ? 'application/pdf' : 'application/octet-stream',
      'Cache-Control': 'no-store',
      ...(check.downloadName
        ? { 'Content-Disposition': attachmentDisposition(check.downloadName) }
        : {}),
    })
  })
}

function keyOf(path: string): string | undefined {
  try {
    return path.split('/').map(decodeURIComponent).join('/')
  } catch {
    return undefined
  }
}
