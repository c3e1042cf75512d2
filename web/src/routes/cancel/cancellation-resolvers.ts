import { anonymousCancellationSchema, ownCancellationSchema } from '@shop/domain'
import { hebrewResolver } from '../../components/form/hebrew-resolver'

// Loaded by the cancellation forms when they first validate (see lazy-resolver.ts)
export const anonymousCancellationResolver = hebrewResolver(anonymousCancellationSchema)
export const ownCancellationResolver = hebrewResolver(ownCancellationSchema)
