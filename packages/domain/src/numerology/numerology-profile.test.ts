import { describe, expect, it } from 'vitest'
import { isNumerologyNumber } from './numerology-number.ts'
import {
  computeNumerologyProfile,
  NumerologyNameError,
  type NumerologyNumbers,
} from './numerology-profile.ts'

const base = { dateOfBirth: '1985-07-14', currentYear: 2026 }
const nameNumbers = (fullName: string) => {
  const { expression, soulUrge, personality } = computeNumerologyProfile({
    ...base,
    fullName,
  }).numbers
  return { expression, soulUrge, personality }
}
const dateNumbers = (dateOfBirth: string, currentYear = 2026) => {
  const { lifePath, birthday, personalYear } = computeNumerologyProfile({
    fullName: 'דנה',
    dateOfBirth,
    currentYear,
  }).numbers
  return { lifePath, birthday, personalYear }
}

describe('name numbers, worked by hand', () => {
  it('a Hebrew name: יעל אברהם', () => {
    // י1 ע7 ל3 = 11; א1 ב2 ר2 ה5 ם4 (final mem as מ) = 14; all 25 -> 2 + 5 = 7
    // vowels י1 א1 ה5 = 7; the rest ע7 ל3 ב2 ר2 ם4 = 18 -> 1 + 8 = 9
    expect(nameNumbers('יעל אברהם')).toEqual({ expression: 7, soulUrge: 7, personality: 9 })
  })

  it('a Latin name: John Smith', () => {
    // J1 O6 H8 N5 = 20; S1 M4 I9 T2 H8 = 24; all 44 -> 4 + 4 = 8
    // vowels O6 I9 = 15 -> 6; the rest J1 H8 N5 S1 M4 T2 H8 = 29 -> 2 + 9 = 11, a master
    expect(nameNumbers('John Smith')).toEqual({ expression: 8, soulUrge: 6, personality: 11 })
    expect(nameNumbers('JOHN smith')).toEqual(nameNumbers('John Smith'))
  })

  it('a mixed Hebrew and Latin name: דניאל Cohen', () => {
    // ד4 נ5 י1 א1 ל3 = 14; C3 O6 H8 E5 N5 = 27; all 41 -> 4 + 1 = 5
    // vowels י1 א1 O6 E5 = 13 -> 4; the rest ד4 נ5 ל3 C3 H8 N5 = 28 -> 10 -> 1
    expect(nameNumbers('דניאל Cohen')).toEqual({ expression: 5, soulUrge: 4, personality: 1 })
  })

  it('master 11: חנה רוזן and Lisa Grant', () => {
    // ח8 נ5 ה5 = 18; ר2 ו6 ז7 ן5 (final nun as נ) = 20; all 38 -> 3 + 8 = 11, kept
    // vowels ה5 ו6 = 11, kept; the rest ח8 נ5 ר2 ז7 ן5 = 27 -> 9
    expect(nameNumbers('חנה רוזן')).toEqual({ expression: 11, soulUrge: 11, personality: 9 })
    // L3 I9 S1 A1 = 14; G7 R9 A1 N5 T2 = 24; all 38 -> 11
    // vowels I9 A1 A1 = 11; the rest L3 S1 G7 R9 N5 T2 = 27 -> 9
    expect(nameNumbers('Lisa Grant')).toEqual({ expression: 11, soulUrge: 11, personality: 9 })
  })

  it('master 22: רותם גל, Adam Gold and Maria Lopez', () => {
    // ר2 ו6 ת4 ם4 = 16; ג3 ל3 = 6; all 22, kept
    // vowels ו6 = 6; the rest ר2 ת4 ם4 ג3 ל3 = 16 -> 7
    expect(nameNumbers('רותם גל')).toEqual({ expression: 22, soulUrge: 6, personality: 7 })
    // A1 D4 A1 M4 = 10; G7 O6 L3 D4 = 20; all 30 -> 3
    // vowels A1 A1 O6 = 8; the rest D4 M4 G7 L3 D4 = 22, kept
    expect(nameNumbers('Adam Gold')).toEqual({ expression: 3, soulUrge: 8, personality: 22 })
    // vowels a1 i9 a1 o6 e5 = 22, kept; the rest M4 R9 L3 P7 Z8 = 31 -> 4; all 53 -> 8
    expect(nameNumbers('Maria Lopez')).toEqual({ expression: 8, soulUrge: 22, personality: 4 })
  })

  it('master 33: שושנה כץ (with a final tsadi) and Emma Stone', () => {
    // ש3 ו6 ש3 נ5 ה5 = 22; כ2 ץ9 (final tsadi as צ) = 11; all 33, kept
    // vowels ו6 ה5 = 11, kept; the rest ש3 ש3 נ5 כ2 ץ9 = 22, kept
    expect(nameNumbers('שושנה כץ')).toEqual({ expression: 33, soulUrge: 11, personality: 22 })
    // E5 M4 M4 A1 = 14; S1 T2 O6 N5 E5 = 19; all 33, kept
    // vowels E5 A1 O6 E5 = 17 -> 8; the rest M4 M4 S1 T2 N5 = 16 -> 7
    expect(nameNumbers('Emma Stone')).toEqual({ expression: 33, soulUrge: 8, personality: 7 })
  })

  it('final letters count as the regular ones: ברוך יוסף, אסף גולן', () => {
    // ב2 ר2 ו6 ך2 = 12; י1 ו6 ס6 ף8 = 21; all 33, kept
    // vowels ו6 י1 ו6 = 13 -> 4; the rest ב2 ר2 ך2 ס6 ף8 = 20 -> 2
    expect(nameNumbers('ברוך יוסף')).toEqual({ expression: 33, soulUrge: 4, personality: 2 })
    expect(nameNumbers('ברוכ יוספ')).toEqual(nameNumbers('ברוך יוסף'))
    // א1 ס6 ף8 = 15; ג3 ו6 ל3 ן5 = 17; all 32 -> 5
    // vowels א1 ו6 = 7; the rest ס6 ף8 ג3 ל3 ן5 = 25 -> 7
    expect(nameNumbers('אסף גולן')).toEqual({ expression: 5, soulUrge: 7, personality: 7 })
  })

  it('a geresh changes nothing: ז׳קלין אלמוג', () => {
    // ז7 (the geresh is skipped) ק1 ל3 י1 ן5 = 17; א1 ל3 מ4 ו6 ג3 = 17; all 34 -> 7
    // vowels י1 א1 ו6 = 8; the rest ז7 ק1 ל3 ן5 ל3 מ4 ג3 = 26 -> 8
    const expected = { expression: 7, soulUrge: 8, personality: 8 }
    expect(nameNumbers('ז׳קלין אלמוג')).toEqual(expected)
    expect(nameNumbers("ז'קלין אלמוג")).toEqual(expected)
    expect(nameNumbers('זקלין אלמוג')).toEqual(expected)
    // צ9 ר2 ל3 י1 = 15 -> 6, with geresh or gershayim alike
    expect(nameNumbers('צ׳רלי').expression).toBe(6)
    expect(nameNumbers('צ״רלי').expression).toBe(6)
  })

  it('niqqud changes nothing: שָׂרָה כֹּהֵן', () => {
    // ש3 ר2 ה5 = 10; כ2 ה5 ן5 = 12; all 22, kept; vowels ה5 ה5 = 10 -> 1; the rest 12 -> 3
    const expected = { expression: 22, soulUrge: 1, personality: 3 }
    expect(nameNumbers('שָׂרָה כֹּהֵן')).toEqual(expected)
    expect(nameNumbers('שרה כהן')).toEqual(expected)
  })

  it('accented Latin letters count as their base letter: Chloé Dupont', () => {
    // C3 H8 L3 O6 É->E5 = 25; D4 U3 P7 O6 N5 T2 = 27; all 52 -> 7
    // vowels O6 E5 U3 O6 = 20 -> 2; the rest C3 H8 L3 D4 P7 N5 T2 = 32 -> 5
    expect(nameNumbers('Chloé Dupont')).toEqual({ expression: 7, soulUrge: 2, personality: 5 })
  })

  it('leaves the soul urge empty for a name without a vowel letter: בת-שבע רחמן', () => {
    // ב2 ת4 ש3 ב2 ע7 = 18; ר2 ח8 מ4 ן5 = 19; all 37 -> 10 -> 1; no א ה ו י
    expect(nameNumbers('בת-שבע רחמן')).toEqual({ expression: 1, soulUrge: null, personality: 1 })
    // A1 I9 = 10 -> 1, all vowels, so no personality
    expect(nameNumbers('Ai')).toEqual({ expression: 1, soulUrge: 1, personality: null })
  })

  it.each(['', '   ', '2024', '🌟 - ׳', '\u05B8\u05BC'])(
    'refuses %j, which has no letter',
    (name) => {
      expect(() => nameNumbers(name)).toThrow(NumerologyNameError)
    },
  )
})

describe('date numbers, worked by hand', () => {
  it('an ordinary date: 1985-07-14', () => {
    // month 7; day 14 -> 5; year 1985 -> 23 -> 5; life path 7 + 5 + 5 = 17 -> 8
    // birthday 14 -> 5; personal year 2026: 7 + 5 + (2026 -> 10 -> 1) = 13 -> 4
    expect(dateNumbers('1985-07-14')).toEqual({ lifePath: 8, birthday: 5, personalYear: 4 })
  })

  it('keeps master numbers inside the sum: 1990-11-29', () => {
    // month 11, kept; day 29 -> 11, kept; year 1990 -> 19 -> 10 -> 1; 11 + 11 + 1 = 23 -> 5
    // birthday 29 -> 11; personal year 2026: 11 + 11 + 1 = 23 -> 5
    expect(dateNumbers('1990-11-29')).toEqual({ lifePath: 5, birthday: 11, personalYear: 5 })
  })

  it('life path 11: 1960-01-03', () => {
    // 1 + 3 + (1960 -> 16 -> 7) = 11, kept. Summing all the digits at once would give
    // 1+9+6+0+0+1+0+3 = 20 -> 2 and lose the master number.
    expect(dateNumbers('1960-01-03').lifePath).toBe(11)
  })

  it('life path 22: 1987-07-17', () => {
    // 7 + (17 -> 8) + (1987 -> 25 -> 7) = 22, kept (all digits at once: 40 -> 4)
    expect(dateNumbers('1987-07-17').lifePath).toBe(22)
  })

  it('life path 33: 1993-04-07', () => {
    // 4 + 7 + (1993 -> 22, kept) = 33, kept
    expect(dateNumbers('1993-04-07').lifePath).toBe(33)
  })

  it('birthday keeps 11 and 22 and reduces the rest', () => {
    // 11 and 22 kept; 29 -> 11; 30 -> 3; 19 -> 10 -> 1
    const birthdays = ['11', '22', '29', '30', '19'].map(
      (day) => dateNumbers(`2000-01-${day}`).birthday,
    )
    expect(birthdays).toEqual([11, 22, 11, 3, 1])
  })

  it('personal year for the year asked, masters kept', () => {
    // born on 8 February: 2 + 8 + (2026 -> 1) = 11, kept; in 2027: 2 + 8 + 2 = 12 -> 3
    expect(dateNumbers('1979-02-08', 2026).personalYear).toBe(11)
    expect(dateNumbers('1979-02-08', 2027).personalYear).toBe(3)
    // born on 9 September: 9 + 9 + (2029 -> 13 -> 4) = 22, kept
    expect(dateNumbers('1985-09-09', 2029).personalYear).toBe(22)
    // the birth year plays no part: only month, day and the year asked
    expect(dateNumbers('2001-09-09', 2029).personalYear).toBe(22)
  })

  it.each(['1985-02-29', '1985-13-01', '1985-7-14', '14/07/1985', '0000-01-01', ''])(
    'refuses the birth date %j',
    (dateOfBirth) => {
      expect(() => dateNumbers(dateOfBirth)).toThrow(RangeError)
    },
  )

  it('accepts 29 February of a leap year', () => {
    // 2 + (29 -> 11) + (2000 -> 2) = 15 -> 6
    expect(dateNumbers('2000-02-29').lifePath).toBe(6)
  })

  it('refuses a current year that is not a positive whole number', () => {
    expect(() => dateNumbers('1985-07-14', 2026.5)).toThrow(RangeError)
  })
})

describe('the profile', () => {
  it('passes the Hebrew birth date through and says which year it read', () => {
    const profile = computeNumerologyProfile({
      fullName: 'יעל אברהם',
      dateOfBirth: '1985-07-14',
      hebrewBirthDate: 'כ״ה בתמוז תשמ״ה',
      currentYear: 2026,
    })
    expect(profile).toEqual({
      numbers: {
        lifePath: 8,
        expression: 7,
        soulUrge: 7,
        personality: 9,
        birthday: 5,
        personalYear: 4,
      },
      personalYearOf: 2026,
      hebrewBirthDate: 'כ״ה בתמוז תשמ״ה',
    })
    expect(computeNumerologyProfile({ ...base, fullName: 'דנה' }).hebrewBirthDate).toBeNull()
  })
})

describe('properties', () => {
  const allNumbers = (numbers: Partial<NumerologyNumbers>) =>
    Object.values(numbers).every((value) => value === null || isNumerologyNumber(value))

  it('every date from 1900 to 2030 gives numbers in 1-9, 11, 22, 33', () => {
    const wrong: string[] = []
    for (let day = Date.UTC(1900, 0, 1); day <= Date.UTC(2030, 11, 31); day += 86_400_000) {
      const dateOfBirth = new Date(day).toISOString().slice(0, 10)
      const { numbers } = computeNumerologyProfile({
        fullName: 'Noa',
        dateOfBirth,
        currentYear: 2026,
      })
      if (!allNumbers(numbers)) wrong.push(dateOfBirth)
    }
    expect(wrong).toEqual([])
  })

  const names = ['יעל אברהם', 'John Smith', 'דניאל Cohen', 'שושנה כץ', 'Chloé Dupont', 'ז׳קלין']
  const ignorable = [' ', '-', '־', '׳', '״', "'", '"', '\u05B0', '\u05B8', '\u05BC', '\u05C1']

  it('inserting niqqud, spaces, hyphens, maqaf, geresh or quotes anywhere changes nothing', () => {
    const changed: string[] = []
    for (const name of names) {
      const expected = nameNumbers(name)
      if (!allNumbers(expected)) changed.push(name)
      for (let at = 0; at <= name.length; at++) {
        for (const mark of ignorable) {
          const marked = name.slice(0, at) + mark + name.slice(at)
          if (JSON.stringify(nameNumbers(marked)) !== JSON.stringify(expected)) changed.push(marked)
        }
      }
    }
    expect(changed).toEqual([])
  })

  it('the expression is the soul urge and personality sums together', () => {
    // reduce(a + b) equals reduce(reduce(a) + reduce(b)) modulo 9, whatever the masters do
    for (const name of names) {
      const { expression, soulUrge, personality } = nameNumbers(name)
      expect(expression % 9).toBe(((soulUrge ?? 0) + (personality ?? 0)) % 9)
    }
  })
})
