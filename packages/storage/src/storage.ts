import { Client, type BucketItem } from 'minio'
import type { Readable } from 'node:stream'
import { createFileStorage, type FileStorageSettings } from './file-storage.ts'

export interface S3Settings {
  endpoint: string
  /** Where browsers reach the same S3, when not at `endpoint`; download links are signed for it. */
  publicEndpoint?: string
  accessKey: string
  secretKey: string
  bucket: string
}

/** Where the shop keeps its files: S3 (or MinIO) when configured, else a folder of this machine. */
export type StorageSettings =
  ({ driver: 's3' } & S3Settings) | ({ driver: 'files' } & FileStorageSettings)

export interface Storage {
  put(key: string, body: Buffer | Readable, size: number, contentType: string): Promise<void>
  get(key: string): Promise<Buffer>
  /** A URL (relative to the API for files kept on this machine) that works for `expirySeconds`. */
  presignedGet(key: string, expirySeconds: number, downloadName?: string): Promise<string>
  remove(key: string): Promise<void>
  /** Removes every object whose key starts with `prefix` but those `kept`; none is no error. */
  removeAll(prefix: string, kept?: ReadonlySet<string>): Promise<void>
  ping(): Promise<void>
}

/** The error `get` rejects with when no file has the key: S3's answer, or the file system's. */
/**
 * The header that saves an answer as a file of this name (RFC 6266, its UTF-8 form, which every
 * browser reads and which carries a Hebrew name).
 */
export function attachmentDisposition(fileName: string): string {
  return `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`
}

export function isMissingFile(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === 'NoSuchKey' || code === 'ENOENT'
}

export function openStorage(settings: StorageSettings): Storage {
  return settings.driver === 's3' ? createS3Storage(settings) : createFileStorage(settings)
}

function s3Client(endpoint: string, settings: S3Settings): Client {
  const url = new URL(endpoint)
  return new Client({
    endPoint: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    useSSL: url.protocol === 'https:',
    accessKey: settings.accessKey,
    secretKey: settings.secretKey,
    pathStyle: true,
    // Region is fixed so the client signs without first asking the server where the bucket lives.
    region: 'us-east-1',
  })
}

/**
 * Every file of an order (its maps, replaced ones not yet removed, drafts) lives under this
 * prefix, so erasing an account can find them all without trusting the database's pointers.
 */
export const orderFilesPrefix = (orderId: string) => `reports/${orderId}/`

/** Removes every file of these orders but the `kept` ones; safe to repeat. */
export async function removeOrderFiles(
  storage: Storage,
  orderIds: readonly string[],
  kept: readonly string[] = [],
) {
  const keep = new Set(kept)
  for (const orderId of orderIds) await storage.removeAll(orderFilesPrefix(orderId), keep)
}

export function createS3Storage(settings: S3Settings): Storage {
  const client = s3Client(settings.endpoint, settings)
  // A signature covers the host, so links for browsers are signed by a client of their address.
  const linkClient = settings.publicEndpoint ? s3Client(settings.publicEndpoint, settings) : client
  const { bucket } = settings

  return {
    async put(key, body, size, contentType) {
      await client.putObject(bucket, key, body, size, { 'Content-Type': contentType })
    },
    async get(key) {
      const chunks: Buffer[] = []
      for await (const chunk of await client.getObject(bucket, key)) chunks.push(chunk as Buffer)
      return Buffer.concat(chunks)
    },
    presignedGet(key, expirySeconds, downloadName) {
      const headers = downloadName
        ? {
            'response-content-disposition': attachmentDisposition(downloadName),
          }
        : undefined
      return linkClient.presignedGetObject(bucket, key, expirySeconds, headers)
    },
    async remove(key) {
      await client.removeObject(bucket, key)
    },
    async removeAll(prefix, kept = new Set()) {
      const keys: string[] = []
      // The listing is a Node stream, whose iteration minio's types leave untyped.
      const listing: AsyncIterable<BucketItem> = client.listObjectsV2(bucket, prefix, true)
      for await (const item of listing) {
        if (item.name && !kept.has(item.name)) keys.push(item.name)
      }
      for (const key of keys) await client.removeObject(bucket, key)
    },
    async ping() {
      await client.bucketExists(bucket)
    },
  }
}
