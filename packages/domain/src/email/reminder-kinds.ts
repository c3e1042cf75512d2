/** The reminders managers get about an order's deadline (spec section 6). */
export const reminderKinds = ['due-soon', 'overdue'] as const
export type ReminderKind = (typeof reminderKinds)[number]
