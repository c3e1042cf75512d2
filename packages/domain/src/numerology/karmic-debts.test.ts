import { describe, expect, it } from 'vitest'
import { parseCalendarDate } from './birth-date.ts'
import { karmicDebts } from './karmic-debts.ts'
import { countedLetters } from './letter-values.ts'
import { unreducedNumbers } from './numerology-profile.ts'

const debtsOf = (fullName: string, dateOfBirth: string) =>
  karmicDebts(unreducedNumbers(countedLetters(fullName), parseCalendarDate(dateOfBirth)))

describe('karmic debts, worked by hand', () => {
  it('a Hebrew name: יעל אברהם, born 1985-07-14: 14 in the birthday', () => {
    // life path 7 + 5 + 5 = 17 -> 8; expression 25 -> 7; soul urge י1 א1 ה5 = 7;
    // personality ע7 ל3 ב2 ר2 ם4 = 18 -> 9; birthday 14 -> 5: the debt 14
    expect(debtsOf('יעל אברהם', '1985-07-14')).toEqual([{ number: 14, foundIn: ['birthday'] }])
  })

  it('a Latin name with master numbers: Lisa Grant, born 1987-11-29: none', () => {
    // life path 11 + 11 + 7 = 29 -> 11; expression 38 -> 11; soul urge I9 A1 A1 = 11;
    // personality L3 S1 G7 R9 N5 T2 = 27 -> 9; birthday 29 -> 11: no 13, 14, 16 or 19
    expect(debtsOf('Lisa Grant', '1987-11-29')).toEqual([])
  })

  it('a mixed name: דניאל Cohen, born 1980-03-16: 13, 16 and 19', () => {
    // life path 3 + (16 -> 7) + (1980 -> 18 -> 9) = 19 -> 10 -> 1: the debt 19
    // expression ד4 נ5 י1 א1 ל3 C3 O6 H8 E5 N5 = 41 -> 5
    // soul urge י1 א1 O6 E5 = 13 -> 4: the debt 13
    // personality ד4 נ5 ל3 C3 H8 N5 = 28 -> 10 -> 1; birthday 16 -> 7: the debt 16
    expect(debtsOf('דניאל Cohen', '1980-03-16')).toEqual([
      { number: 13, foundIn: ['soulUrge'] },
      { number: 16, foundIn: ['birthday'] },
      { number: 19, foundIn: ['lifePath'] },
    ])
  })

  it('finds debts in the letters, the day and on the way down: Sarah Johnson, born 2001-04-13', () => {
    // S1 A1 R9 A1 H8 J1 O6 H8 N5 S1 O6 N5 = 52 -> 7
    // soul urge A1 A1 O6 O6 = 14 -> 5: the debt 14
    // personality S1 R9 H8 J1 H8 N5 S1 N5 = 38 -> 11
    // life path 4 + (13 -> 4) + (2001 -> 3) = 11; birthday 13 -> 4: the debt 13
    expect(debtsOf('Sarah Johnson', '2001-04-13')).toEqual([
      { number: 13, foundIn: ['birthday'] },
      { number: 14, foundIn: ['soulUrge'] },
    ])
    // A sum that passes through a debt on its way down: ט9 x 6 + ח8 + ה5 = 67 -> 13 -> 4.
    // Soul urge ה5 = 5, personality 62 -> 8, life path 1 + 1 + 2 = 4, birthday 1: no other debt
    expect(debtsOf('טטטטטטחה', '2000-01-01')).toEqual([{ number: 13, foundIn: ['expression'] }])
  })

  it('reads a missing soul urge as no debt: בת-שבע רחמן, born 1985-07-14', () => {
    // no vowel letter; expression ב2 ת4 ש3 ב2 ע7 ר2 ח8 מ4 ן5 = 37 -> 10 -> 1; birthday 14
    expect(debtsOf('בת-שבע רחמן', '1985-07-14')).toEqual([{ number: 14, foundIn: ['birthday'] }])
  })
})
