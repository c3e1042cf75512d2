import { z } from 'zod'
import { hebrewIssueMessage } from './zod-issue-messages.ts'

// Messages zod writes itself (a field of the wrong type, say) come out as the catalogue's Hebrew
// sentences as well; the shop's schemas still give their own wording wherever the specification
// has one.
z.config({ localeError: hebrewIssueMessage })

export { z }
