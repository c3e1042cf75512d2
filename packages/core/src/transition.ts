import type { EntityManager } from '@mikro-orm/postgresql'
import { typedSql, type ShopDatabase } from '@shop/db'
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
import { sql, type Kysely } from 'kysely'
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

type Db = Kysely<ShopDatabase>

/** The database's clock, as every status's time is stamped. */
const now = sql<string>`now()`

/** The time a status stamps, written only when the move reaches one of `reached`. */
const stampedOn = <S extends string>(to: S, ...reached: S[]) =>
  reached.includes(to) ? now : undefined

interface Machine<S extends string, Row extends { status: S }, Fields = void> {
  /** Named when the row to move is missing. */
  table: keyof ShopDatabase
  machine: StateMachine<S>
  events: Partial<Record<S, EventName>>
  /** The Hebrew refusal of a move, and the status names it is told with. */
  illegal: (from: string, to: string) => string
  labels: Record<S, string>
  /** Locks the row and reads its status, with what the move's event needs. */
  lock: (db: Db, id: string) => Promise<Row | undefined>
  /**
   * Writes the status reached, the time it stamps and the fields kept with it. A field left
   * undefined is not written (Kysely leaves it out of the update).
   */
  write: (db: Db, id: string, to: S, fields: Fields) => Promise<unknown>
}

const orders: Machine<OrderStatus, { id: string; status: OrderStatus }> = {
  table: 'orders',
  machine: orderStateMachine,
  events: orderTransitionEvents,
  illegal: he.order.illegalTransition,
  labels: he.admin.orderStatus,
  lock: (db, id) =>
    db
      .selectFrom('orders')
      .select(['id', 'status'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst(),
  write: (db, id, to) =>
    db
      .updateTable('orders')
      .set({
        status: to,
        paid_at: stampedOn(to, 'paid'),
        ready_at: stampedOn(to, 'ready'),
        completed_at: stampedOn(to, 'completed'),
        cancelled_at: stampedOn(to, 'cancelled'),
        updated_at: now,
      })
      .where('id', '=', id)
      .execute(),
}

const reports: Machine<ReportStatus, { id: string; status: ReportStatus; order_id: string }> = {
  table: 'reports',
  machine: reportStateMachine,
  events: reportTransitionEvents,
  illegal: he.order.illegalReportTransition,
  labels: he.admin.reportStatus,
  lock: (db, id) =>
    db
      .selectFrom('reports')
      .select(['id', 'status', 'order_id'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst(),
  write: (db, id, to) =>
    db
      .updateTable('reports')
      .set({ status: to, ready_at: stampedOn(to, 'ready'), updated_at: now })
      .where('id', '=', id)
      .execute(),
}

const payments: Machine<
  PaymentAttemptStatus,
  { id: string; status: PaymentAttemptStatus },
  { reference?: string; error?: string }
> = {
  table: 'payments',
  machine: paymentStateMachine,
  events: {},
  illegal: he.order.illegalPaymentTransition,
  labels: he.admin.paymentAttempts.status,
  lock: (db, id) =>
    db
      .selectFrom('payments')
      .select(['id', 'status'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst(),
  write: (db, id, to, fields) =>
    db
      .updateTable('payments')
      .set({
        status: to,
        refunded_at: stampedOn(to, 'refunded'),
        provider_reference: fields.reference,
        error: fields.error?.slice(0, 1000),
        updated_at: now,
      })
      .where('id', '=', id)
      .execute(),
}

const mapDrafts: Machine<MapDraftState, { id: string; status: MapDraftState }, { error?: string }> =
  {
    table: 'reports',
    machine: mapDraftStateMachine,
    events: {},
    illegal: he.order.illegalMapDraftTransition,
    labels: he.maps.admin.draftStatus,
    lock: async (db, id) => {
      const row = await db
        .selectFrom('reports')
        .select(['id', 'draft_status'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst()
      return row && { id: row.id, status: row.draft_status ?? 'none' }
    },
    write: (db, id, to, fields) =>
      db
        .updateTable('reports')
        .set({
          // `none` is a report with no draft asked for: no status in its column.
          draft_status: to === 'none' ? null : to,
          drafted_at: stampedOn(to, 'drafted'),
          // A draft's error is its last attempt's: a move without one clears it.
          draft_error: fields.error ?? null,
          updated_at: now,
        })
        .where('id', '=', id)
        .execute(),
  }

const cancellationRequests: Machine<
  CancellationStatus,
  { id: string; status: CancellationStatus },
  { managerId?: string; declineReason?: string }
> = {
  table: 'cancellation_requests',
  machine: cancellationStateMachine,
  events: {},
  illegal: he.cancellation.illegalTransition,
  labels: he.cancellation.status,
  lock: (db, id) =>
    db
      .selectFrom('cancellation_requests')
      .select(['id', 'status'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst(),
  write: (db, id, to, fields) =>
    db
      .updateTable('cancellation_requests')
      .set({
        status: to,
        received_at: stampedOn(to, 'received'),
        decided_at: stampedOn(to, 'accepted', 'declined'),
        manager_id: fields.managerId,
        decline_reason: fields.declineReason,
        updated_at: now,
      })
      .where('id', '=', id)
      .execute(),
}

async function run<S extends string, Row extends { status: S }, Fields>(
  tx: EntityManager,
  spec: Machine<S, Row, Fields>,
  id: string,
  to: S,
  fields: Fields,
  payload: (row: Row) => Record<string, string> = () => ({}),
): Promise<S> {
  const db = typedSql(tx)
  const row = await spec.lock(db, id)
  if (!row) throw new TransitionTargetMissingError(spec.table)
  if (!spec.machine.canTransition(row.status, to)) {
    const message = spec.illegal(spec.labels[row.status], spec.labels[to])
    throw new IllegalTransitionError(message, row.status, to)
  }
  await spec.write(db, id, to, fields)
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
  return run(tx, orders, orderId, to, undefined, () => ({ orderId }))
}

/** The one way a report's status changes; as transitionOrder. */
export function transitionReport(
  tx: EntityManager,
  reportId: string,
  to: ReportStatus,
): Promise<ReportStatus> {
  return run(tx, reports, reportId, to, undefined, (row) => ({ reportId, orderId: row.order_id }))
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
  return run(tx, payments, paymentId, to, fields)
}

/**
 * The one way an attempt begins: a row at its table's first status, in the caller's transaction
 * (which holds the order). Answers its id.
 */
export async function openPaymentAttempt(
  tx: EntityManager,
  attempt: { orderId: string; provider: string; amountAgorot: number },
): Promise<string> {
  const row = await typedSql(tx)
    .insertInto('payments')
    .values({
      order_id: attempt.orderId,
      provider: attempt.provider,
      amount_agorot: attempt.amountAgorot,
      status: paymentStateMachine.statuses[0],
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** The one way a report's draft status changes; as transitionOrder, with the draft's error. */
export function transitionMapDraft(
  tx: EntityManager,
  reportId: string,
  to: MapDraftState,
  fields: { error?: string } = {},
): Promise<MapDraftState> {
  return run(tx, mapDrafts, reportId, to, fields)
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
  return run(tx, cancellationRequests, requestId, to, fields)
}
