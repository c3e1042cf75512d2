export * from './transport.ts'
