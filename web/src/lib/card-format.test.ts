import { describe, expect, it } from 'vitest'
import { digitsOnly, formatCardNumber, formatExpiry } from './card-format'

describe('card field formatting', () => {
  it('groups a card number by four within the 19 characters allowed', () => {
    expect(formatCardNumber('4580458045804580')).toBe('4580 4580 4580 4580')
    expect(formatCardNumber('4580 4580-458')).toBe('4580 4580 458')
    expect(formatCardNumber('12345678901234567')).toBe('12345678901234567')
  })

  it('writes the expiry as MM/YY', () => {
    expect(formatExpiry('1239')).toBe('12/39')
    expect(formatExpiry('12/3')).toBe('12/3')
    expect(formatExpiry('12')).toBe('12')
    expect(formatExpiry('12/395')).toBe('12/39')
  })

  it('keeps digits only', () => {
    expect(digitsOnly('12a3', 3)).toBe('123')
    expect(digitsOnly('0000000189', 9)).toBe('000000018')
  })
})
