export * from './messages/index.ts'
