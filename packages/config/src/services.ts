import { resolve } from 'node:path'
import type { Env } from './env.ts'
import { InvalidSettingError } from './env.ts'

/**
 * Where files are kept: S3 at S3_ENDPOINT, or without it the folder `DATA_DIR/files` of this
 * machine, whose download links the API signs with JWT_SECRET and serves itself.
 */
export function storageSettings(env: Env) {
  if (env.S3_ENDPOINT) {
    return {
      driver: 's3' as const,
      endpoint: env.S3_ENDPOINT,
      publicEndpoint: env.S3_PUBLIC_ENDPOINT,
      accessKey: env.S3_ACCESS_KEY,
      secretKey: env.S3_SECRET_KEY,
      bucket: env.S3_BUCKET,
    }
  }
  return {
    driver: 'files' as const,
    directory: resolve(env.DATA_DIR, 'files'),
    linkSecret: env.JWT_SECRET,
  }
}

export function requireSmtpUrl(env: Env): string {
  if (!env.SMTP_URL) {
    throw new InvalidSettingError(
      'SMTP_URL',
      'is not set (start with `npm start` to use the embedded mail catcher, or point it at SMTP)',
    )
  }
  return env.SMTP_URL
}
