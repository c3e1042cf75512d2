export * from './transport.ts'
export * from './templates/layout.ts'
