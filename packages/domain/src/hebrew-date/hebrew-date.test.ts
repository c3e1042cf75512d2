import { describe, expect, it } from 'vitest'
import { hebrewDateOf } from './hebrew-date.ts'
import { hebrewNumeral } from './hebrew-numeral.ts'

describe('hebrewDateOf', () => {
  it('gives the Hebrew calendar date in Hebrew numerals', () => {
    expect(hebrewDateOf('1990-05-17')).toBe('כ״ב באייר תש״נ')
    expect(hebrewDateOf('2000-01-01')).toBe('כ״ג בטבת תש״ס')
    expect(hebrewDateOf('2024-02-12')).toBe('ג׳ באדר א׳ תשפ״ד')
    expect(hebrewDateOf('2024-03-12')).toBe('ב׳ באדר ב׳ תשפ״ד')
  })

  it('agrees with a full Hebrew locale for every day from 1900 to 2100', () => {
    const full = new Intl.DateTimeFormat('he-IL-u-ca-hebrew', {
      dateStyle: 'long',
      timeZone: 'UTC',
    })
    for (let day = Date.UTC(1900, 0, 1); day < Date.UTC(2100, 0, 1); day += 86_400_000) {
      const date = new Date(day)
      expect(hebrewDateOf(date.toISOString().slice(0, 10))).toBe(full.format(date))
    }
  })

  it('is empty for an incomplete or impossible date', () => {
    expect(hebrewDateOf('')).toBe('')
    expect(hebrewDateOf('1990-02-30')).toBe('')
    expect(hebrewDateOf('199-05-17')).toBe('')
  })
})

describe('hebrewNumeral', () => {
  it('writes days and years as dates are written', () => {
    expect(hebrewNumeral(1)).toBe('א׳')
    expect(hebrewNumeral(15)).toBe('ט״ו')
    expect(hebrewNumeral(16)).toBe('ט״ז')
    expect(hebrewNumeral(30)).toBe('ל׳')
    expect(hebrewNumeral(5785)).toBe('תשפ״ה')
    expect(hebrewNumeral(5800)).toBe('ת״ת')
    expect(hebrewNumeral(5780)).toBe('תש״ף')
    expect(hebrewNumeral(5698)).toBe('תרח״צ')
    expect(hebrewNumeral(5744)).toBe('תשד״מ')
    expect(hebrewNumeral(5304)).toBe('ד״ש')
  })
})
