import type { Queue } from 'bullmq'
import { createQueue, queueNames, type QueueContext, type QueueName } from './queues.ts'

/** A handle on every queue, for the processes that watch them all (the queue board). */
export function createAllQueues(context: QueueContext): Record<QueueName, Queue> {
  return Object.fromEntries(
    Object.values(queueNames).map((name) => [name, createQueue(name, context)]),
  ) as Record<QueueName, Queue>
}

export async function closeAllQueues(queues: Record<QueueName, Queue>): Promise<void> {
  await Promise.all(Object.values(queues).map((queue) => queue.close()))
}
