import { describe, expect, it } from 'vitest'
import { businessDetailsComplete } from './business-details.ts'
import { isValidDealerNumber } from './dealer-number.ts'

describe('isValidDealerNumber', () => {
  it.each(['000000018', '123456782', '514123454'])('accepts %s', (value) => {
    expect(isValidDealerNumber(value)).toBe(true)
  })

  it('refuses a wrong check digit', () => {
    expect(isValidDealerNumber('123456789')).toBe(false)
    expect(isValidDealerNumber('514123456')).toBe(false)
  })

  it('weighs every second digit twice and counts a two-digit product by its digits', () => {
    // 0·1 + … + 9·2 = 18 → 1 + 8 = 9, so the check digit 1 makes 10.
    expect(isValidDealerNumber('000000091')).toBe(true)
    expect(isValidDealerNumber('000000090')).toBe(false)
  })

  it.each(['', '12345678', '1234567820', '12345678a', ' 12345678', '000000000'])(
    'refuses %j',
    (value) => {
      expect(isValidDealerNumber(value)).toBe(false)
    },
  )
})

describe('businessDetailsComplete', () => {
  const complete = {
    business_name: 'מפות הנפש בע״מ',
    business_address: 'הרצל 1, תל אביב',
    dealer_number: '514123454',
  }

  it('is complete with a name, an address and a valid dealer number', () => {
    expect(businessDetailsComplete(complete)).toBe(true)
  })

  it.each([
    { business_name: ' ' },
    { business_address: '' },
    { dealer_number: '514123456' },
    { dealer_number: '' },
  ])('is missing details with %j', (change) => {
    expect(businessDetailsComplete({ ...complete, ...change })).toBe(false)
  })
})
