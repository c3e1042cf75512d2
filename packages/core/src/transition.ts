import type { EntityManager } from '@mikro-orm/postgresql'
import {
  he,
  orderStateMachine,
  orderTransitionEvents,
  reportStateMachine,
  reportTransitionEvents,
  type EventName,
  type OrderStatus,
  type ReportStatus,
  type StateMachine,
} from '@shop/domain'
import { recordEvent } from './outbox.ts'

/** Refused by the state machine; the API answers it as a 409 with its Hebrew message. */
export class IllegalTransitionError extends Error {
  constructor(
    message: string,
    readonly from: string,
    readonly to: string,
  ) {
    super(message)
    this.name = 'IllegalTransitionError'
  }
}

/** The row to move was not there (deleted, or never existed). */
export class TransitionTargetMissingError extends Error {
  constructor(readonly entity: string) {
    super(`${entity} not found`)
    this.name = 'TransitionTargetMissingError'
  }
}

interface Machine<S extends string> {
  table: string
  /** Columns the event payload needs besides the id. */
  columns: string
  machine: StateMachine<S>
  events: Partial<Record<S, EventName>>
  /** The timestamp column each status stamps when it is reached. */
  stamps: Partial<Record<S, string>>
  illegal: (from: S, to: S) => string
}

const orders: Machine<OrderStatus> = {
  table: 'orders',
  columns: '',
  machine: orderStateMachine,
  events: orderTransitionEvents,
  stamps: {
    paid: 'paid_at',
    ready: 'ready_at',
    completed: 'completed_at',
    cancelled: 'cancelled_at',
  },
  illegal: (from, to) =>
    he.order.illegalTransition(he.admin.orderStatus[from], he.admin.orderStatus[to]),
}

const reports: Machine<ReportStatus> = {
  table: 'reports',
  columns: ', order_id',
  machine: reportStateMachine,
  events: reportTransitionEvents,
  stamps: { ready: 'ready_at' },
  illegal: (from, to) =>
    he.order.illegalReportTransition(he.admin.reportStatus[from], he.admin.reportStatus[to]),
}

async function run<S extends string>(
  tx: EntityManager,
  spec: Machine<S>,
  id: string,
  to: S,
  payload: (row: { id: string; order_id?: string }) => Record<string, string>,
): Promise<S> {
  const [row] = await tx.execute<{ id: string; status: S; order_id?: string }[]>(
    `select id, status${spec.columns} from ${spec.table} where id = ? for update`,
    [id],
  )
  if (!row) throw new TransitionTargetMissingError(spec.table)
  if (!spec.machine.canTransition(row.status, to)) {
    throw new IllegalTransitionError(spec.illegal(row.status, to), row.status, to)
  }
  const stamp = spec.stamps[to]
  await tx.execute(
    `update ${spec.table} set status = ?, ${stamp ? `${stamp} = now(), ` : ''}updated_at = now()
     where id = ?`,
    [to, id],
  )
  const event = spec.events[to]
  if (event) await recordEvent(tx, event, payload(row) as never)
  return row.status
}

/**
 * The one way an order's status changes: locks the row, checks the table, writes the status with
 * its timestamp and records the transition's event, all in the caller's transaction. Answers the
 * status it left.
 */
export function transitionOrder(
  tx: EntityManager,
  orderId: string,
  to: OrderStatus,
): Promise<OrderStatus> {
  return run(tx, orders, orderId, to, () => ({ orderId }))
}

/** The one way a report's status changes; as transitionOrder. */
export function transitionReport(
  tx: EntityManager,
  reportId: string,
  to: ReportStatus,
): Promise<ReportStatus> {
  return run(tx, reports, reportId, to, (row) => ({ reportId, orderId: row.order_id! }))
}
