import type { ReminderKind } from '@shop/domain'
import type { Queue } from 'bullmq'

export function reminderJobId(orderId: string, kind: ReminderKind): string {
  return `reminder.${orderId}.${kind}`
}

/**
 * Adds the delayed job of a reminder. The job id is deterministic, so adding it again while it is
 * still in Redis changes nothing: the sweeper relies on that to restore lost jobs without doubling.
 */
export async function scheduleReminderJob(
  queue: Queue,
  reminder: { id: string; orderId: string; kind: ReminderKind; fireAt: Date },
): Promise<void> {
  await queue.add(
    'remind',
    { reminderId: reminder.id },
    {
      jobId: reminderJobId(reminder.orderId, reminder.kind),
      delay: Math.max(0, reminder.fireAt.getTime() - Date.now()),
    },
  )
}
