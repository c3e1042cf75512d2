export const orderStatuses = [
  'pending',
  'paid',
  'processing',
  'ready',
  'completed',
  'cancelled',
] as const
export type OrderStatus = (typeof orderStatuses)[number]
