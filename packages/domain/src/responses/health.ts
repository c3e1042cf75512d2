/**
 * What the health checks answer, for load balancers and monitors rather than the web: plain JSON,
 * not the envelope of the /api calls.
 */

/** GET /healthz/live: the process answers. */
export interface LivenessAnswer {
  status: 'ok'
}

/** A dependency's check: `failing` until it has failed enough times in a row to read `down`. */
export type DependencyState = 'ok' | 'failing' | 'down'

/** GET /healthz: 503 when `down` names a dependency, else 200. */
export interface ReadinessAnswer {
  status: 'ok' | 'degraded' | 'down'
  checks: Record<string, DependencyState>
  down: string[]
  /** The event pipeline; left out when the database cannot be asked. */
  events:
    | {
        outboxLagSeconds: number
        unhandledEvents: number
        failedEmails: number
        overdueEmails: number
      }
    | undefined
}
