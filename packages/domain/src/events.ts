import type { NumerologyAspect } from './numerology/aspects.ts'

/**
 * Domain events, written to the outbox in the same transaction as the change they announce.
 * Payloads carry ids only: consumers re-read the rows, so a replayed event never acts on stale data.
 */
export const events = {
  orderCreated: 'order.created',
  orderPaid: 'order.paid',
  reportReady: 'report.ready',
  orderReady: 'order.ready',
  orderCancelled: 'order.cancelled',
  emailDelivered: 'email.delivered',
  contactReceived: 'contact.received',
  userDeleted: 'user.deleted',
  mapTextSaved: 'map-text.saved',
} as const

export type EventName = (typeof events)[keyof typeof events]

export interface EventPayloads {
  'order.created': { orderId: string }
  'order.paid': { orderId: string }
  'report.ready': { reportId: string; orderId: string }
  'order.ready': { orderId: string }
  'order.cancelled': { orderId: string }
  /** A map's delivery e-mail (an e-mail kind that `delivers`) was sent: the order may now be complete. */
  'email.delivered': { emailId: string; orderId: string }
  'contact.received': { contactMessageId: string }
  /** Every order the account had, paid or not, so their files can be removed again. */
  'user.deleted': { userId: string; orderIds: string[] }
  /** A manager saved the text of one number of an aspect; `savedAt` tells one save from the next. */
  'map-text.saved': { aspect: NumerologyAspect; number: number; savedAt: string }
}

export const eventNames = Object.values(events) as EventName[]
