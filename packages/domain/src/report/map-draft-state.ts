import { defineStateMachine } from '../state/state-machine.ts'
import { mapDraftStatuses } from './report-status.ts'

/** A report's draft as its table sees it: `none` is a report with no draft asked for (null). */
export const mapDraftStates = ['none', ...mapDraftStatuses] as const
export type MapDraftState = (typeof mapDraftStates)[number]

/**
 * Which draft status may follow which; the transition in packages/core runs it. A request queues
 * a new draft (the report's draft_version goes up): a request made while another waits replaces it
 * under the new version, the status staying `queued`. A queued draft no longer wanted (the report
 * delivered by an upload, the order cancelled) goes back to `none`.
 */
export const mapDraftStateMachine = defineStateMachine<MapDraftState>('map draft', mapDraftStates, {
  none: ['queued'],
  queued: ['drafted', 'failed', 'none'],
  drafted: ['queued'],
  failed: ['queued'],
})
