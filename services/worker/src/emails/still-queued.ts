/**
 * `status = 'queued'` for statements that name their rows by id. Written plainly, the planner
 * answers it from the status index whenever its statistics say few e-mails are queued, which is
 * exactly the case in a burst (thousands queued since the last analyze): each statement then
 * reads every queued row to find its few. As an expression the index cannot answer, the rows are
 * found by id and only then checked.
 */
export const stillQueued = `(status = 'queued') is true`
