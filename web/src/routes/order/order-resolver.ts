import { hebrewResolver } from '../../components/form/hebrew-resolver'
import { orderFormSchema } from './order-form-schema'

// Loaded by the order form when it first validates (see lazy-resolver.ts)
export const orderResolver = hebrewResolver(orderFormSchema)
