import { randomBytes, randomUUID } from 'node:crypto'
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export const devSecretFileName = 'jwt-secret'

const minimumLength = 32

function readSecret(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

/**
 * The development signing secret: random, made once in the data folder and read again on every
 * later start, so sessions survive a restart without a secret anyone could find in the source.
 * The file is written aside and linked into place, which fails if it already exists: when the API
 * and the worker start together, both end up with the one secret that won.
 */
export function readOrCreateDevSecret(dataDir: string): string {
  const file = join(dataDir, devSecretFileName)
  let secret = readSecret(file)
  if (secret === undefined) {
    mkdirSync(dataDir, { recursive: true })
    const draft = join(dataDir, `.${devSecretFileName}-${randomUUID()}`)
    writeFileSync(draft, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600 })
    try {
      linkSync(draft, file)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    } finally {
      unlinkSync(draft)
    }
    secret = readSecret(file)
  }
  if (!secret || secret.length < minimumLength) {
    throw new Error(`${file} holds no usable secret; delete it to have a new one made`)
  }
  return secret
}
