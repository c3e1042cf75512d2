import { createWriteStream } from 'node:fs'
import { access, constants, mkdir, readFile, readdir, rename, rm } from 'node:fs/promises'
import { dirname, isAbsolute, join, resolve, sep } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { randomBytes } from 'node:crypto'
import { sign, signatureMatches } from './signature.ts'
import type { Storage } from './storage.ts'

export interface FileStorageSettings {
  /** The folder every file lives under; made on first write. */
  directory: string
  /** Signs the download links the API's file route checks (the API's JWT_SECRET). */
  linkSecret: string
}

/** Where the API serves a file kept on this machine; the rest of the path is the file's key. */
export const fileRoutePath = '/api/files'

/** A key that names no file inside the storage folder: a bug or an attack, never a user's file. */
export class StorageKeyError extends Error {
  constructor(key: string) {
    super(`Refused storage key ${JSON.stringify(key)}: it must name a file inside the folder`)
  }
}

/**
 * Files kept in a folder of this machine, for a shop run by `npm start` without S3: no server of
 * its own to guard, since browsers download through the API, which checks the signed link that
 * presignedGet made. Every process of the shop must see the same folder, so a shop on several
 * machines uses S3.
 */
export function createFileStorage(settings: FileStorageSettings): Storage {
  const root = resolve(settings.directory)

  const pathOf = (key: string) => {
    const path = resolve(root, key)
    if (!isSafeKey(key) || key.endsWith('/') || !path.startsWith(root + sep)) {
      throw new StorageKeyError(key)
    }
    return path
  }

  return {
    async put(key, body) {
      const path = pathOf(key)
      await mkdir(dirname(path), { recursive: true, mode: privateFolder })
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${path}.${randomBytes(6).toString('hex')}.partial`
      try {
        await pipeline(
          Buffer.isBuffer(body) ? Readable.from([body]) : body,
          createWriteStream(partial, { mode: privateFile }),
        )
        await rename(partial, path)
      } catch (error) {
        await rm(partial, { force: true })
        throw error
      }
    },
    async get(key) {
      return readFile(pathOf(key))
    },
    presignedGet(key, expirySeconds, downloadName) {
      // In a promise's executor, so a refused key rejects as the other methods do
      return new Promise((resolve) => {
        const path = pathOf(key)
          .slice(root.length + 1)
          .split(sep)
          .map(encodeURIComponent)
          .join('/')
        const expiresAt = new Date(Date.now() + expirySeconds * 1000)
        const query = signFileLink(key, expiresAt, downloadName, settings.linkSecret)
        // Relative: the API that answers it is the one the browser already speaks to.
        resolve(`${fileRoutePath}/${path}?${query}`)
      })
    },
    async remove(key) {
      await rm(pathOf(key), { force: true })
    },
    async removeAll(prefix, kept = new Set()) {
      // The prefix may end inside a name ("reports/order-1/" must not match "order-10/").
      if (!isSafeKey(prefix)) throw new StorageKeyError(prefix)
      const cut = prefix.lastIndexOf('/') + 1
      const folder = cut === 0 ? root : pathOf(prefix.slice(0, cut - 1))
      const names = await readdir(folder, { recursive: true }).catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
        throw error
      })
      const base = prefix.slice(0, cut)
      for (const name of names) {
        const key = base + name.split(sep).join('/')
        // A folder holding a kept file stays; its other files are names of their own here.
        const holdsKept = [...kept].some((keep) => keep === key || keep.startsWith(`${key}/`))
        if (key.startsWith(prefix) && !holdsKept) {
          await rm(join(folder, name), { force: true, recursive: true })
        }
      }
    },
    async ping() {
      await mkdir(root, { recursive: true, mode: privateFolder })
      await access(root, constants.R_OK | constants.W_OK)
    },
  }
}

// Customers' maps: readable by the shop's own user only, not by everyone else on the machine.
const privateFolder = 0o700
const privateFile = 0o600

/** No NUL, not absolute, no step up: a key or prefix that can only name things inside the folder. */
const isSafeKey = (key: string) =>
  key !== '' && !key.includes('\0') && !isAbsolute(key) && !key.split('/').includes('..')

/** The query string of a link to a file: its expiry, download name and their signature. */
export function signFileLink(
  key: string,
  expiresAt: Date,
  downloadName: string | undefined,
  secret: string,
): string {
  const query = new URLSearchParams({ expires: String(expiresAt.getTime()) })
  if (downloadName) query.set('name', downloadName)
  query.set('signature', sign('file-link', signedText(key, query), secret))
  return query.toString()
}

export type FileLinkCheck = { ok: true; downloadName?: string } | { ok: false; expired: boolean }

/** Whether a link's query was signed for this key; an expired link is told apart from a forged one. */
export function verifyFileLink(
  key: string,
  query: URLSearchParams,
  secret: string,
  now = Date.now(),
): FileLinkCheck {
  const signature = query.get('signature')
  const expires = Number(query.get('expires'))
  if (
    !signature ||
    !Number.isSafeInteger(expires) ||
    !signatureMatches('file-link', signedText(key, query), signature, secret)
  ) {
    return { ok: false, expired: false }
  }
  if (expires <= now) return { ok: false, expired: true }
  const downloadName = query.get('name') ?? undefined
  return downloadName === undefined ? { ok: true } : { ok: true, downloadName }
}

const signedText = (key: string, query: URLSearchParams) =>
  JSON.stringify([key, query.get('expires'), query.get('name')])
