import { describe, expect, it } from 'vitest'
import { emailRecipient } from './email-recipients.ts'

describe('emailRecipient', () => {
  it('sends a payment document to the billing e-mail, else to the account', () => {
    const accountEmail = 'dana@example.com'
    expect(
      emailRecipient('payment-confirmation', { accountEmail, billingEmail: 'pay@example.com' }),
    ).toBe('pay@example.com')
    expect(emailRecipient('order-cancelled', { accountEmail, billingEmail: null })).toBe(
      accountEmail,
    )
  })

  it('sends the map to the account and the gift to its recipient', () => {
    expect(emailRecipient('report-ready', { accountEmail: 'dana@example.com' })).toBe(
      'dana@example.com',
    )
    expect(emailRecipient('gift-report-ready', { giftRecipientEmail: 'ronit@example.com' })).toBe(
      'ronit@example.com',
    )
  })
})
