import { describe, expect, it } from 'vitest'
import { ageOn, parseCalendarDate } from './birth-date.ts'

describe('parseCalendarDate', () => {
  it('reads an existing date', () => {
    expect(parseCalendarDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 })
  })

  it.each(['1985-02-29', '1900-02-29', '1985-04-31', '1985-7-14', '14/07/1985', '0000-01-01'])(
    'refuses %j',
    (value) => {
      expect(() => parseCalendarDate(value)).toThrow(RangeError)
    },
  )
})

describe('ageOn', () => {
  it('counts a year only from the birthday on', () => {
    expect(ageOn('1987-11-29', '2026-11-28')).toBe(38) // the day before the birthday
    expect(ageOn('1987-11-29', '2026-11-29')).toBe(39)
    expect(ageOn('1987-11-29', '2026-01-01')).toBe(38) // 2026 - 1987 = 39, birthday not yet
    expect(ageOn('1987-11-29', '1987-11-29')).toBe(0)
  })

  it('lets someone born on 29 February turn older on 1 March of a common year', () => {
    expect(ageOn('2000-02-29', '2026-02-28')).toBe(25)
    expect(ageOn('2000-02-29', '2026-03-01')).toBe(26)
    expect(ageOn('2000-02-29', '2028-02-29')).toBe(28)
  })

  it('refuses a day before the birth', () => {
    expect(() => ageOn('1987-11-29', '1987-11-28')).toThrow(RangeError)
  })
})
