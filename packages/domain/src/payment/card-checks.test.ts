import { describe, expect, it } from 'vitest'
import { paymentSchema } from './payment.schema.ts'
import { isExpired, isValidIsraeliId, parseExpiry, passesLuhn } from './card-checks.ts'

describe('card checks', () => {
  it.each(['4580458045804580', '4111111111111111', '5555555555554444', '378282246310005'])(
    'accepts the Luhn-valid number %s',
    (number) => expect(passesLuhn(number)).toBe(true),
  )

  it.each(['4580458045804581', '1234567812345678', '45804580458045x0', ''])(
    'refuses %j',
    (number) => expect(passesLuhn(number)).toBe(false),
  )

  it.each(['000000018', '123456782', '301463824', '201234564'])('accepts the Israeli ID %s', (id) =>
    expect(isValidIsraeliId(id)).toBe(true),
  )

  it.each(['123456789', '000000000', '12345678a', '1234567890', '1234'])(
    'refuses the ID %j',
    (id) => expect(isValidIsraeliId(id)).toBe(false),
  )

  it('reads MM/YY and knows when a card expired', () => {
    expect(parseExpiry('07/29')).toEqual({ month: 7, year: 2029 })
    expect(parseExpiry('13/29')).toBeUndefined()
    expect(parseExpiry('7/29')).toBeUndefined()
    const now = new Date(2026, 10, 22)
    expect(isExpired({ month: 11, year: 2026 }, now)).toBe(false)
    expect(isExpired({ month: 10, year: 2026 }, now)).toBe(true)
  })
})

describe('paymentSchema', () => {
  const valid = {
    cardNumber: '4580 4580 4580 4580',
    expiry: '12/39',
    cvv: '123',
    cardholderName: 'ישראל ישראלי',
    idNumber: '000000018',
    billingEmail: 'Buyer@Example.co.il',
    billingPhone: '050-1234567',
  }

  it('accepts a well-formed card and normalises it', () => {
    expect(paymentSchema.parse(valid)).toMatchObject({
      cardNumber: '4580458045804580',
      billingEmail: 'buyer@example.co.il',
      billingPhone: '050-1234567',
    })
  })

  it.each([
    ['cardNumber', '4580 4580 4580 4581', 'מספר הכרטיס אינו תקין'],
    ['expiry', '01/20', 'תוקף הכרטיס עבר'],
    ['expiry', '1225', 'התוקף צריך להיות בפורמט MM/YY'],
    ['cvv', '12', 'CVV צריך להכיל 3 ספרות'],
    ['idNumber', '123456789', 'מספר תעודת הזהות אינו תקין'],
    ['cardholderName', '  ', 'נא להזין את שם בעל הכרטיס'],
  ])('refuses a bad %s (%j) with a Hebrew message', (field, value, message) => {
    const result = paymentSchema.safeParse({ ...valid, [field]: value })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(message)
  })
})
