import type { EventName } from '../events.ts'
import { defineStateMachine } from '../state/state-machine.ts'
import { reportStatuses, type ReportStatus } from './report-status.ts'

/**
 * A report's own table: a manager marks work started, and the report becomes ready when its PDF
 * is stored. An upload may skip `processing`.
 */
export const reportStateMachine = defineStateMachine<ReportStatus>('report', reportStatuses, {
  pending: ['processing', 'ready'],
  processing: ['ready'],
  ready: [],
})

export const reportTransitionEvents: Partial<Record<ReportStatus, EventName>> = {
  ready: 'report.ready',
}
