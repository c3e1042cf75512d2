import { describe, expect, it } from 'vitest'
import { computeNumerologyMap } from './numerology-map.ts'
import { computeNumerologyProfile, NumerologyNameError } from './numerology-profile.ts'

const spans = (periods: { fromAge: number; toAge: number | null; number: number }[]) =>
  periods.map(({ number, fromAge, toAge }) => [number, fromAge, toAge])

describe('the whole map, worked by hand', () => {
  it('a Hebrew name: יעל אברהם, born 1985-07-14, on 2026-11-28', () => {
    const person = {
      fullName: 'יעל אברהם',
      dateOfBirth: '1985-07-14',
      hebrewBirthDate: 'כ״ה בתמוז תשמ״ה',
    }
    const map = computeNumerologyMap({ ...person, today: '2026-11-28' })
    // today's six, as the profile reads them for the year of today (worked in its own test):
    // life path 8, expression 7, soul urge 7, personality 9, birthday 5, personal year 4
    expect(map.profile).toEqual(computeNumerologyProfile({ ...person, currentYear: 2026 }))
    expect(map.profile.numbers).toMatchObject({ lifePath: 8, expression: 7, personalYear: 4 })
    expect(map.maturity).toBe(6) // 7 + 8 = 15 -> 6
    expect(map.inclusion.karmicLessons).toEqual([6, 8, 9])
    expect(map.inclusion.strongNumbers).toEqual([1, 2])
    expect(map.karmicDebts).toEqual([{ number: 14, foundIn: ['birthday'] }])
    // pinnacles 3 1 4 3 and challenges 2 0 2 2 over 0-28, 29-37, 38-46, 47 on
    expect(spans(map.pinnacles)).toEqual([
      [3, 0, 28],
      [1, 29, 37],
      [4, 38, 46],
      [3, 47, null],
    ])
    expect(map.challenges.map(({ number }) => number)).toEqual([2, 0, 2, 2])
    expect(spans(map.lifeCycles)).toEqual([
      [7, 0, 28],
      [5, 29, 55],
      [5, 56, null],
    ])
    expect(map.personalYears.current).toEqual({ year: 2026, number: 4 })
    expect(map.personalYears.ahead.map(({ number }) => number)).toEqual([5, 6, 7, 8, 9, 1, 2, 3, 4])
    expect(map.ageToday).toBe(41) // 2026 - 1985, the birthday in July already past
  })

  it('a Latin name with master numbers: Lisa Grant, born 1987-11-29, the day before her birthday', () => {
    const map = computeNumerologyMap({
      fullName: 'Lisa Grant',
      dateOfBirth: '1987-11-29',
      today: '2026-11-28',
    })
    // life path 11 + 11 + 7 = 29 -> 11; expression 38 -> 11; maturity 11 + 11 = 22, kept
    expect(map.profile.numbers).toMatchObject({ lifePath: 11, expression: 11, birthday: 11 })
    expect(map.maturity).toBe(22)
    expect(map.karmicDebts).toEqual([])
    expect(map.pinnacles.map(({ number }) => number)).toEqual([22, 9, 4, 9])
    expect(map.pinnacles[0]).toMatchObject({ fromAge: 0, toAge: 34 }) // 36 - (11 -> 2)
    expect(map.challenges.map(({ number }) => number)).toEqual([0, 5, 5, 5])
    expect(spans(map.lifeCycles)).toEqual([
      [11, 0, 34],
      [11, 35, 61],
      [7, 62, null],
    ])
    // 22 + (2026 -> 1) = 23 -> 5; then 33, 7, 8, 9, 1, 11, 3, 4, 5
    expect(map.personalYears.current.number).toBe(5)
    expect(map.personalYears.ahead.map(({ number }) => number)).toEqual([
      33, 7, 8, 9, 1, 11, 3, 4, 5,
    ])
    expect(map.ageToday).toBe(38) // 39 only from 2026-11-29
  })

  it('a mixed name with three karmic debts: דניאל Cohen, born 1980-03-16, on 2026-03-15', () => {
    const map = computeNumerologyMap({
      fullName: 'דניאל Cohen',
      dateOfBirth: '1980-03-16',
      today: '2026-03-15',
    })
    // life path 3 + 7 + 9 = 19 -> 1; expression 41 -> 5; soul urge 13 -> 4; maturity 5 + 1 = 6
    expect(map.profile.numbers).toMatchObject({ lifePath: 1, expression: 5, soulUrge: 4 })
    expect(map.maturity).toBe(6)
    expect(map.inclusion.counts).toEqual({ 1: 2, 2: 0, 3: 2, 4: 1, 5: 3, 6: 1, 7: 0, 8: 1, 9: 0 })
    expect(map.karmicDebts.map(({ number }) => number)).toEqual([13, 16, 19])
    expect(spans(map.pinnacles)).toEqual([
      [1, 0, 35],
      [7, 36, 44],
      [8, 45, 53],
      [3, 54, null],
    ])
    expect(map.challenges.map(({ number }) => number)).toEqual([4, 2, 2, 6])
    expect(map.lifeCycles.map(({ number }) => number)).toEqual([3, 7, 9])
    // 10 + (2026 -> 1) = 11, kept
    expect(map.personalYears.current).toEqual({ year: 2026, number: 11 })
    expect(map.ageToday).toBe(45)
  })
})

describe('names as customers type them', () => {
  const mapOf = (fullName: string) =>
    computeNumerologyMap({ fullName, dateOfBirth: '1985-07-14', today: '2026-11-28' })

  it('a Hebrew name with final letters, niqqud and a maqaf: אֶפְרַיִם בֶּן־צִיּוֹן', () => {
    // א1 פ8 ר2 י1 ם4 (final mem as מ) ב2 ן5 (final nun as נ) צ9 י1 ו6 ן5 = 44 -> 8
    // vowels א1 י1 י1 ו6 = 9; the rest פ8 ר2 ם4 ב2 ן5 צ9 ן5 = 35 -> 8
    // counts: 1 -> א י י; 2 -> ר ב; 4 -> ם; 5 -> ן ן; 6 -> ו; 8 -> פ; 9 -> צ; 11 letters, average
    // 1.22: 1 (three), 2 and 5 (two each) are strong; 3 and 7 are missing
    const map = mapOf('אֶפְרַיִם בֶּן־צִיּוֹן')
    expect(map).toEqual(mapOf('אפרים בן ציון'))
    expect(map.profile.numbers).toMatchObject({ expression: 8, soulUrge: 9, personality: 8 })
    expect(map.inclusion.counts).toEqual({ 1: 3, 2: 2, 3: 0, 4: 1, 5: 2, 6: 1, 7: 0, 8: 1, 9: 1 })
    expect(map.inclusion.karmicLessons).toEqual([3, 7])
    expect(map.inclusion.strongNumbers).toEqual([1, 2, 5])
    expect(map.maturity).toBe(7) // 8 + 8 = 16 -> 7
  })

  it('a Latin name with accents: Zoë Ångström-Núñez', () => {
    // Z8 O6 E5 A1 N5 G7 S1 T2 R9 O6 M4 N5 U3 N5 E5 Z8 = 80 -> 8
    // vowels O6 E5 A1 O6 U3 E5 = 26 -> 8; the rest Z8 N5 G7 S1 T2 R9 M4 N5 N5 Z8 = 54 -> 9
    const map = mapOf('Zoë Ångström-Núñez')
    expect(map).toEqual(mapOf('Zoe Angstrom Nunez'))
    expect(map.profile.numbers).toMatchObject({ expression: 8, soulUrge: 8, personality: 9 })
    expect(map.inclusion.counts).toEqual({ 1: 2, 2: 1, 3: 1, 4: 1, 5: 5, 6: 2, 7: 1, 8: 2, 9: 1 })
    expect(map.inclusion.karmicLessons).toEqual([])
    expect(map.karmicDebts).toEqual([{ number: 14, foundIn: ['birthday'] }])
  })

  it('a mixed Hebrew and Latin name: נועה Lévy', () => {
    // נ5 ו6 ע7 ה5 L3 E5 V4 Y7 = 42 -> 6
    // vowels ו6 ה5 E5 = 16 -> 7, the karmic debt 16; the rest נ5 ע7 L3 V4 Y7 = 26 -> 8
    const map = mapOf('נועה Lévy')
    expect(map.profile.numbers).toMatchObject({ expression: 6, soulUrge: 7, personality: 8 })
    expect(map.karmicDebts).toEqual([
      { number: 14, foundIn: ['birthday'] },
      { number: 16, foundIn: ['soulUrge'] },
    ])
    expect(map.maturity).toBe(5) // 6 + 8 = 14 -> 5
  })

  it('refuses a name without a letter, and a day before the birth', () => {
    expect(() => mapOf('־ 🌟')).toThrow(NumerologyNameError)
    expect(() =>
      computeNumerologyMap({ fullName: 'נועה', dateOfBirth: '1985-07-14', today: '1985-07-13' }),
    ).toThrow(RangeError)
  })
})
