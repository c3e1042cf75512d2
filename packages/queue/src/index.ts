export * from './redis.ts'
export * from './queues.ts'
export * from './outbox.ts'
export * from './all-queues.ts'
