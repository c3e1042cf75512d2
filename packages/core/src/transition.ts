import type { EntityManager } from '@mikro-orm/postgresql'
import { typedSql } from '@shop/db'
import {
  cancellationStateMachine,
  cancellationStatuses,
  he,
  mapDraftStateMachine,
  orderStateMachine,
  orderTransitionEvents,
  paymentStateMachine,
  reportStateMachine,
  reportTransitionEvents,
  type CancellationChannel,
  type CancellationStatus,
  type EventName,
  type MapDraftState,
  type OrderStatus,
  type PaymentAttemptStatus,
  type ReportStatus,
  type StateMachine,
} from '@shop/domain'
import { randomUUID } from 'node:crypto'
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
  /** The status column; a null in it is the table's first status (`none`), when nullable. */
  column: string
  nullable?: boolean
  /** Columns the event payload needs besides the id. */
  columns: string
  machine: StateMachine<S>
  events: Partial<Record<S, EventName>>
  /** The timestamp column each status stamps when it is reached. */
  stamps: Partial<Record<S, string>>
  /** The Hebrew refusal of a move, and the status names it is told with. */
  illegal: (from: string, to: string) => string
  labels: Record<S, string>
}

const orders: Machine<OrderStatus> = {
  table: 'orders',
  column: 'status',
  columns: '',
  machine: orderStateMachine,
  events: orderTransitionEvents,
  stamps: {
    paid: 'paid_at',
    ready: 'ready_at',
    completed: 'completed_at',
    cancelled: 'cancelled_at',
  },
  illegal: he.order.illegalTransition,
  labels: he.admin.orderStatus,
}

const reports: Machine<ReportStatus> = {
  table: 'reports',
  column: 'status',
  columns: ', order_id',
  machine: reportStateMachine,
  events: reportTransitionEvents,
  stamps: { ready: 'ready_at' },
  illegal: he.order.illegalReportTransition,
  labels: he.admin.reportStatus,
}

const payments: Machine<PaymentAttemptStatus> = {
  table: 'payments',
  column: 'status',
  columns: '',
  machine: paymentStateMachine,
  events: {},
  stamps: { refunded: 'refunded_at' },
  illegal: he.order.illegalPaymentTransition,
  labels: he.admin.paymentAttempts.status,
}

const mapDrafts: Machine<MapDraftState> = {
  table: 'reports',
  column: 'draft_status',
  nullable: true,
  columns: '',
  machine: mapDraftStateMachine,
  events: {},
  stamps: { drafted: 'drafted_at' },
  illegal: he.order.illegalMapDraftTransition,
  labels: he.maps.admin.draftStatus,
}

const cancellationRequests: Machine<CancellationStatus> = {
  table: 'cancellation_requests',
  column: 'status',
  columns: '',
  machine: cancellationStateMachine,
  events: {},
  stamps: { received: 'received_at', accepted: 'decided_at', declined: 'decided_at' },
  illegal: he.cancellation.illegalTransition,
  labels: he.cancellation.status,
}

/** Other columns the change writes with its status, as `column = ?` and their values. */
interface Details {
  set: string[]
  params: unknown[]
}

async function run<S extends string>(
  tx: EntityManager,
  spec: Machine<S>,
  id: string,
  to: S,
  payload: (row: { id: string; order_id?: string }) => Record<string, string>,
  details: Details = { set: [], params: [] },
): Promise<S> {
  const none = spec.machine.statuses[0]
  const status = spec.nullable ? `coalesce(${spec.column}, '${none}')` : spec.column
  const [row] = await tx.execute<{ id: string; status: S; order_id?: string }[]>(
    `select id, ${status} as status${spec.columns} from ${spec.table} where id = ? for update`,
    [id],
  )
  if (!row) throw new TransitionTargetMissingError(spec.table)
  if (!spec.machine.canTransition(row.status, to)) {
    const message = spec.illegal(spec.labels[row.status], spec.labels[to])
    throw new IllegalTransitionError(message, row.status, to)
  }
  const stamp = spec.stamps[to]
  const set = [
    `${spec.column} = ${spec.nullable ? `nullif(?, '${none}')` : '?'}`,
    ...(stamp ? [`${stamp} = now()`] : []),
    ...details.set,
    'updated_at = now()',
  ]
  await tx.execute(`update ${spec.table} set ${set.join(', ')} where id = ?`, [
    to,
    ...details.params,
    id,
  ])
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

/**
 * The one way a payment attempt's status changes; as transitionOrder. The provider's reference
 * and the error, when given, are kept with it (an earlier one stays when none is given).
 */
export function transitionPayment(
  tx: EntityManager,
  paymentId: string,
  to: PaymentAttemptStatus,
  fields: { reference?: string; error?: string } = {},
): Promise<PaymentAttemptStatus> {
  return run(tx, payments, paymentId, to, () => ({}), {
    set: ['provider_reference = coalesce(?, provider_reference)', 'error = coalesce(?, error)'],
    params: [fields.reference ?? null, fields.error?.slice(0, 1000) ?? null],
  })
}

/**
 * The one way an attempt begins: a row at its table's first status, in the caller's transaction
 * (which holds the order). Answers its id.
 */
export async function openPaymentAttempt(
  tx: EntityManager,
  attempt: { orderId: string; provider: string; amountAgorot: number },
): Promise<string> {
  const [row] = await tx.execute<{ id: string }[]>(
    `insert into payments (id, order_id, provider, amount_agorot, status, created_at, updated_at)
     values (gen_random_uuid(), ?, ?, ?, ?, now(), now()) returning id`,
    [attempt.orderId, attempt.provider, attempt.amountAgorot, paymentStateMachine.statuses[0]],
  )
  return row!.id
}

/** The one way a report's draft status changes; as transitionOrder, with the draft's error. */
export function transitionMapDraft(
  tx: EntityManager,
  reportId: string,
  to: MapDraftState,
  fields: { error?: string } = {},
): Promise<MapDraftState> {
  return run(tx, mapDrafts, reportId, to, () => ({}), {
    set: ['draft_error = ?'],
    params: [fields.error ?? null],
  })
}

/**
 * The one way a cancellation request begins: a row at its table's first status, in the caller's
 * transaction. Answers its id and the reference number the buyer is told.
 */
export async function openCancellationRequest(
  tx: EntityManager,
  request: {
    /** Given when a confirmation link's token is derived from it before the row exists. */
    id?: string
    orderId: string
    channel: CancellationChannel
    reason: string | null
    managerId: string | null
    token?: { hash: string; expiresAt: Date }
  },
): Promise<{ id: string; referenceNumber: number }> {
  const row = await typedSql(tx)
    .insertInto('cancellation_requests')
    .values({
      id: request.id ?? randomUUID(),
      order_id: request.orderId,
      status: cancellationStatuses[0],
      channel: request.channel,
      reason: request.reason,
      manager_id: request.managerId,
      token_hash: request.token?.hash ?? null,
      token_expires_at: request.token?.expiresAt ?? null,
      created_at: new Date(),
      updated_at: new Date(),
    })
    .returning(['id', 'reference_number'])
    .executeTakeFirstOrThrow()
  return { id: row.id, referenceNumber: row.reference_number }
}

/**
 * The one way a cancellation request's status changes; as transitionOrder. The manager who decided
 * and a decline's reason, when given, are kept with it.
 */
export function transitionCancellationRequest(
  tx: EntityManager,
  requestId: string,
  to: CancellationStatus,
  fields: { managerId?: string; declineReason?: string } = {},
): Promise<CancellationStatus> {
  return run(tx, cancellationRequests, requestId, to, () => ({}), {
    set: ['manager_id = coalesce(?, manager_id)', 'decline_reason = coalesce(?, decline_reason)'],
    params: [fields.managerId ?? null, fields.declineReason ?? null],
  })
}
