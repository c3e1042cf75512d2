export * from './redis.ts'
export * from './queues.ts'
export * from './outbox.ts'
