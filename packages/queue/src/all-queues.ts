import type { Queue } from 'bullmq'
import { createQueue, queueNames, type QueueContext, type QueueName } from './queues.ts'

/** A handle on every queue, for the processes that watch them all (the queue board). */
export function createAllQueues(
  context: QueueContext,
  onError: (error: Error, queue: QueueName) => void = () => undefined,
): Record<QueueName, Queue> {
  return Object.fromEntries(
    Object.values(queueNames).map((name) => {
      const queue = createQueue(name, context)
      // Without a listener a dropped connection is an unhandled error; health checks report it.
      queue.on('error', (error) => onError(error, name))
      return [name, queue]
    }),
  ) as Record<QueueName, Queue>
}

export async function closeAllQueues(queues: Record<QueueName, Queue>): Promise<void> {
  await Promise.all(Object.values(queues).map((queue) => queue.close()))
}
