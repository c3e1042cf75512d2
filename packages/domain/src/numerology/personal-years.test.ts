import { describe, expect, it } from 'vitest'
import { parseCalendarDate } from './birth-date.ts'
import { personalYears } from './personal-years.ts'

const numbersOf = (dateOfBirth: string, currentYear: number) => {
  const { current, ahead } = personalYears(parseCalendarDate(dateOfBirth), currentYear)
  return { current, ahead: ahead.map(({ year, number }) => [year, number] as const) }
}

describe('personal years, worked by hand', () => {
  it('born 1985-07-14, read in 2026', () => {
    // month 7 + day (14 -> 5) = 12, plus the year reduced, summed and reduced:
    // 2026 -> 10 -> 1: 12 + 1 = 13 -> 4
    // 2027 -> 11, a master kept: 12 + 11 = 23 -> 5
    // 2028 -> 12 -> 3: 15 -> 6;  2029 -> 4: 16 -> 7;  2030 -> 5: 17 -> 8;  2031 -> 6: 18 -> 9
    // 2032 -> 7: 19 -> 10 -> 1;  2033 -> 8: 20 -> 2;  2034 -> 9: 21 -> 3;  2035 -> 1: 13 -> 4
    expect(numbersOf('1985-07-14', 2026)).toEqual({
      current: { year: 2026, number: 4 },
      ahead: [
        [2027, 5],
        [2028, 6],
        [2029, 7],
        [2030, 8],
        [2031, 9],
        [2032, 1],
        [2033, 2],
        [2034, 3],
        [2035, 4],
      ],
    })
  })

  it('born 1987-11-29 keeps the master years 33 and 11', () => {
    // month 11 + day (29 -> 11) = 22, plus the year reduced:
    // 2026 -> 1: 23 -> 5;  2027 -> 11: 33, kept;  2028 -> 3: 25 -> 7;  2029 -> 4: 26 -> 8
    // 2030 -> 5: 27 -> 9;  2031 -> 6: 28 -> 10 -> 1;  2032 -> 7: 29 -> 11, kept
    // 2033 -> 8: 30 -> 3;  2034 -> 9: 31 -> 4;  2035 -> 1: 23 -> 5
    const { current, ahead } = numbersOf('1987-11-29', 2026)
    expect(current).toEqual({ year: 2026, number: 5 })
    expect(ahead.map(([, number]) => number)).toEqual([33, 7, 8, 9, 1, 11, 3, 4, 5])
  })

  it('born 1980-03-16, with a master current year', () => {
    // month 3 + day (16 -> 7) = 10: 2026 -> 1: 11, kept;  2027 -> 11: 21 -> 3; ...
    // 2034 -> 9: 19 -> 10 -> 1;  2035 -> 1: 11, kept
    const { current, ahead } = numbersOf('1980-03-16', 2026)
    expect(current).toEqual({ year: 2026, number: 11 })
    expect(ahead.map(([, number]) => number)).toEqual([3, 4, 5, 6, 7, 8, 9, 1, 11])
  })

  it('the table ahead is a whole cycle: each digit once, a master counting as its digit', () => {
    for (const dateOfBirth of ['1985-07-14', '1987-11-29', '1980-03-16', '1993-04-07']) {
      const { ahead } = personalYears(parseCalendarDate(dateOfBirth), 2026)
      const digits = ahead.map(({ number }) => number % 9 || 9)
      expect(digits.toSorted()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    }
  })
})
