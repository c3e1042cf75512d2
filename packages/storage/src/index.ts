export * from './storage.ts'
export * from './file-storage.ts'
export * from './download-token.ts'
