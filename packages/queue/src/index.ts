export * from './redis.ts'
export * from './queues.ts'
export * from './all-queues.ts'
