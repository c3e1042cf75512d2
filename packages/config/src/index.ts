export * from './env.ts'
