export * from './transport.ts'
export * from './templates/layout.ts'
export * from './templates/index.ts'
