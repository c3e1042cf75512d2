import { randomUUID } from 'node:crypto'
import type { PaymentProvider } from './payment-provider.ts'

/**
 * The shop's only provider for now: accepts any well-formed card (the route has already checked
 * its shape) after a simulated processing delay, and charges nothing.
 */
export function sandboxPaymentProvider(delayMs: number): PaymentProvider {
  const wait = () => new Promise((resolve) => setTimeout(resolve, delayMs))
  return {
    name: 'sandbox',
    async charge() {
      await wait()
      return { ok: true, reference: `sandbox-${randomUUID()}` }
    },
    async refund() {},
  }
}
