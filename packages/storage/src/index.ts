export * from './storage.ts'
export * from './embedded-s3.ts'
export * from './download-token.ts'
