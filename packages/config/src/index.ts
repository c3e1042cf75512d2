export * from './env.ts'
export * from './logger.ts'
export * from './services.ts'
export * from './email-jobs.ts'
