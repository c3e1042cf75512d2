import S3rver from 's3rver'

export interface EmbeddedS3 {
  endpoint: string
  accessKey: string
  secretKey: string
  close(): Promise<void>
}

/**
 * An S3-compatible server on a local folder, spoken to over HTTP through the same client as
 * production; for developer machines and tests where no MinIO or S3 is configured.
 */
export async function startEmbeddedS3(options: {
  directory: string
  bucket: string
  port?: number
}): Promise<EmbeddedS3> {
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    silent: true,
    directory: options.directory,
    configureBuckets: [{ name: options.bucket }],
    vhostBuckets: false,
  })
  const address = await server.run()
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    // s3rver's fixed development credentials.
    accessKey: 'S3RVER',
    secretKey: 'S3RVER',
    close: () => server.close(),
  }
}
