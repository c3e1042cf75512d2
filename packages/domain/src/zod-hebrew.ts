import { z } from 'zod'
import { hebrewIssueMessage } from './zod-issue-messages.ts'

/**
 * Parse options under which the messages zod writes itself (a field of the wrong type, say) come
 * out as the catalogue's Hebrew sentences; the shop's schemas still give their own wording
 * wherever the specification has one. Passed where input is parsed (the API's validator, the
 * forms' resolver) rather than set on zod globally, so importing the domain changes nothing.
 */
export const hebrewIssues = { error: hebrewIssueMessage }

export { z }
