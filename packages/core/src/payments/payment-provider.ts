/**
 * What checkout needs from a payment provider. The card travels to the provider and nowhere else:
 * it is never stored, logged or put in an event.
 */
export interface CardDetails {
  cardNumber: string
  expiry: string
  cvv: string
  cardholderName: string
  idNumber: string
}

export type ChargeResult = { ok: true; reference: string } | { ok: false; reason: string }

/** What the provider knows of a charge asked for under an idempotency key. */
export type ChargeLookup = { status: 'captured'; reference: string } | { status: 'unknown' }

export interface PaymentProvider {
  /** Kept with each payment attempt, so an attempt can be traced at the provider. */
  readonly name: string
  /**
   * Charges the card once per idempotency key: asked again under the same key, the provider
   * answers the first charge instead of making a second.
   */
  charge(request: {
    amountAgorot: number
    card: CardDetails
    orderId: string
    idempotencyKey: string
  }): Promise<ChargeResult>
  /** Whether a charge was made under this key, for an attempt whose answer the shop lost. */
  lookup(idempotencyKey: string): Promise<ChargeLookup>
  /**
   * Gives the whole charge back: for an order that could not be completed, or one a manager
   * cancelled. Throws when the provider did not refund.
   */
  refund(reference: string): Promise<void>
}
