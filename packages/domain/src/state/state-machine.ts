/**
 * A status table as data, checked when it is defined (that is, when the process starts): every
 * status has an entry, every target is a known status, and every status can be reached from the
 * first one. A typo in a table stops the process instead of silently stranding rows.
 */
export interface StateMachine<S extends string> {
  readonly statuses: readonly S[]
  readonly transitions: Readonly<Record<S, readonly S[]>>
  canTransition(from: S, to: S): boolean
  /** Statuses from which a row may move to `to`. */
  statusesBefore(to: S): S[]
  isStatus(value: string): value is S
}

export class StateTableError extends Error {}

export function defineStateMachine<S extends string>(
  name: string,
  statuses: readonly S[],
  transitions: Record<S, readonly S[]>,
): StateMachine<S> {
  const known = new Set<string>(statuses)
  for (const from of Object.keys(transitions)) {
    if (!known.has(from)) throw new StateTableError(`${name}: unknown status "${from}" in table`)
  }
  for (const from of statuses) {
    const targets = transitions[from]
    if (!targets) throw new StateTableError(`${name}: status "${from}" has no entry`)
    for (const to of targets) {
      if (!known.has(to)) throw new StateTableError(`${name}: "${from}" leads to unknown "${to}"`)
      if (to === from) throw new StateTableError(`${name}: "${from}" leads to itself`)
    }
  }
  const reached = new Set<S>([statuses[0]!])
  for (let grew = true; grew;) {
    grew = false
    for (const from of reached) {
      for (const to of transitions[from]) {
        if (!reached.has(to)) {
          reached.add(to)
          grew = true
        }
      }
    }
  }
  const unreachable = statuses.filter((status) => !reached.has(status))
  if (unreachable.length) {
    throw new StateTableError(`${name}: unreachable status(es) ${unreachable.join(', ')}`)
  }

  const canTransition = (from: S, to: S) => transitions[from]?.includes(to) ?? false
  return {
    statuses,
    transitions,
    canTransition,
    statusesBefore: (to) => statuses.filter((from) => canTransition(from, to)),
    isStatus: (value): value is S => known.has(value),
  }
}
