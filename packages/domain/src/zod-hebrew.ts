import { z } from 'zod'

// Messages zod writes itself (a field of the wrong type, say) come out in Hebrew as well; the
// shop's schemas still give their own wording wherever the specification has one.
z.config(z.locales.he())

export { z }
