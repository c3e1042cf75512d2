import { contactSchema } from '@shop/domain'
import { hebrewResolver } from '../../components/form/hebrew-resolver'

// Loaded by the contact form when it first validates (see lazy-resolver.ts)
export const contactResolver = hebrewResolver(contactSchema)
