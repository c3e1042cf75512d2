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

export interface PaymentProvider {
  /** Kept with each payment attempt, so an attempt can be traced at the provider. */
  readonly name: string
  charge(request: {
    amountAgorot: number
    card: CardDetails
    orderId: string
  }): Promise<ChargeResult>
  /**
   * Gives the whole charge back: for an order that could not be completed, or one a manager
   * cancelled. Throws when the provider did not refund.
   */
  refund(reference: string): Promise<void>
}
