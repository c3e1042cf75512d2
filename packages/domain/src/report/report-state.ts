import type { EventName } from '../events.ts'
import { defineStateMachine } from '../state/state-machine.ts'
import { reportStatuses, type ReportStatus } from './report-status.ts'

/**
 * A report's own table: a manager marks work started, the worker typesets a draft, and the report
 * becomes ready when its PDF is stored (an approved draft or an upload). An upload may skip any
 * step before `ready`.
 */
export const reportStateMachine = defineStateMachine<ReportStatus>('report', reportStatuses, {
  pending: ['processing', 'drafted', 'ready'],
  processing: ['drafted', 'ready'],
  drafted: ['ready'],
  ready: [],
})

export const reportTransitionEvents: Partial<Record<ReportStatus, EventName>> = {
  ready: 'report.ready',
}
