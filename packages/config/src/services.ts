import type { Env } from './env.ts'
import { InvalidSettingError } from './env.ts'

/** The S3 settings a process needs; S3_ENDPOINT is optional only because `npm start` fills it in. */
export function requireStorageSettings(env: Env) {
  if (!env.S3_ENDPOINT) {
    throw new InvalidSettingError(
      'S3_ENDPOINT',
      'is not set (start with `npm start` to use the embedded S3 server, or point it at MinIO/S3)',
    )
  }
  return {
    endpoint: env.S3_ENDPOINT,
    publicEndpoint: env.S3_PUBLIC_ENDPOINT,
    accessKey: env.S3_ACCESS_KEY,
    secretKey: env.S3_SECRET_KEY,
    bucket: env.S3_BUCKET,
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
