import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export type Encoding = 'br' | 'gzip' | 'identity'

/**
 * A response body kept in every encoding, each compressed once, when first asked for: brotli at
 * its best quality over every prerendered page was most of the CPU an API process spent starting.
 */
export interface EncodedBody {
  type: string
  /** A weak validator of the content, the same in every encoding. */
  etag: string
  readonly br: Buffer
  readonly gzip: Buffer
  identity: Buffer
}

export function encodeBody(text: string, type: string): EncodedBody {
  const identity = Buffer.from(text)
  let br: Buffer | undefined
  let gzip: Buffer | undefined
  return {
    type,
    etag: `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    identity,
    get br() {
      return (br ??= brotliCompressSync(identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }))
    },
    get gzip() {
      return (gzip ??= gzipSync(identity, { level: 9 }))
    },
  }
}

/** The best encoding the Accept-Encoding header allows: brotli, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    accepted.set(name, q ? Number(q.slice(2)) : 1)
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  if (allows('br')) return 'br'
  if (allows('gzip')) return 'gzip'
  return 'identity'
}
