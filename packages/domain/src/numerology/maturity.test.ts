import { describe, expect, it } from 'vitest'
import { maturityNumber } from './maturity.ts'
import { computeNumerologyProfile } from './numerology-profile.ts'

const maturityOf = (fullName: string, dateOfBirth: string) =>
  maturityNumber(computeNumerologyProfile({ fullName, dateOfBirth, currentYear: 2026 }).numbers)

describe('maturity, worked by hand', () => {
  it('a Hebrew name: יעל אברהם, born 1985-07-14', () => {
    // expression: י1 ע7 ל3 א1 ב2 ר2 ה5 ם4 = 25 -> 7
    // life path: 7 + (14 -> 5) + (1985 -> 23 -> 5) = 17 -> 8
    // maturity: 7 + 8 = 15 -> 6
    expect(maturityOf('יעל אברהם', '1985-07-14')).toBe(6)
  })

  it('a Latin name with master numbers: Lisa Grant, born 1987-11-29', () => {
    // expression: L3 I9 S1 A1 G7 R9 A1 N5 T2 = 38 -> 11, kept
    // life path: 11 + (29 -> 11) + (1987 -> 25 -> 7) = 29 -> 11, kept
    // maturity: 11 + 11 = 22, kept
    expect(maturityOf('Lisa Grant', '1987-11-29')).toBe(22)
  })

  it('a mixed name: דניאל Cohen, born 1980-03-16', () => {
    // expression: ד4 נ5 י1 א1 ל3 C3 O6 H8 E5 N5 = 41 -> 5
    // life path: 3 + (16 -> 7) + (1980 -> 18 -> 9) = 19 -> 10 -> 1
    // maturity: 5 + 1 = 6
    expect(maturityOf('דניאל Cohen', '1980-03-16')).toBe(6)
  })

  it('master 33: שושנה כץ, born 1993-04-07', () => {
    // expression: ש3 ו6 ש3 נ5 ה5 כ2 ץ9 = 33, kept
    // life path: 4 + 7 + (1993 -> 22, kept) = 33, kept
    // maturity: 33 + 33 = 66 -> 12 -> 3: the masters do not survive a sum past them
    expect(maturityOf('שושנה כץ', '1993-04-07')).toBe(3)
    // Emma Stone: E5 M4 M4 A1 S1 T2 O6 N5 E5 = 33; born 1985-07-14, life path 8:
    // 33 + 8 = 41 -> 5
    expect(maturityOf('Emma Stone', '1985-07-14')).toBe(5)
  })
})
