import { describe, expect, it } from 'vitest'
import { countedLetters } from './letter-values.ts'

const valueOf = (letter: string) => countedLetters(letter).map((counted) => counted.value)

describe('countedLetters', () => {
  it('gives each Hebrew letter its standard gematria value reduced to one digit', () => {
    // Standard values, derived independently of the table: units, tens, then hundreds.
    const alphabet = 'אבגדהוזחטיכלמנסעפצקרשת'
    const standard = [...alphabet].map((_, index) =>
      index < 9 ? index + 1 : index < 18 ? (index - 8) * 10 : (index - 17) * 100,
    )
    const digitRoot = (value: number) => 1 + ((value - 1) % 9)
    expect(standard.slice(-4)).toEqual([100, 200, 300, 400])
    expect([...alphabet].map((letter) => valueOf(letter)[0])).toEqual(standard.map(digitRoot))
  })

  it('counts the final forms as their regular letters', () => {
    expect(valueOf('ךםןףץ')).toEqual(valueOf('כמנפצ'))
    expect(valueOf('ךםןףץ')).toEqual([2, 4, 5, 8, 9])
  })

  it('follows the Pythagorean chart for Latin letters in either case', () => {
    const chart = ['ajs', 'bkt', 'clu', 'dmv', 'enw', 'fox', 'gpy', 'hqz', 'ir']
    for (const [index, letters] of chart.entries()) {
      expect(valueOf(letters)).toEqual([...letters].map(() => index + 1))
      expect(valueOf(letters.toUpperCase())).toEqual([...letters].map(() => index + 1))
    }
  })

  it('marks א ה ו י and a e i o u as vowels, and y as a consonant', () => {
    const vowels = countedLetters('אבהוזיaeiouyb')
      .filter((letter) => letter.isVowel)
      .map((letter) => letter.letter)
    expect(vowels.join('')).toBe('אהויaeiou')
  })

  it('counts accented Latin letters and pointed Hebrew presentation forms as their base letter', () => {
    expect(countedLetters('Éléonore Müller-Ñúñez')).toEqual(countedLetters('Eleonore MullerNunez'))
    // U+FB2B is shin with a sin dot, U+FB31 bet with dagesh, U+FB21 a wide alef.
    expect(countedLetters('\uFB2B\uFB31\uFB21')).toEqual(countedLetters('שבא'))
  })

  it('reads the Yiddish digraphs as two letters each', () => {
    expect(countedLetters('װױײ')).toEqual(countedLetters('וו' + 'וי' + 'יי'))
  })

  it('skips niqqud, geresh, gershayim, quotes, hyphens, maqaf, spaces, digits and emoji', () => {
    expect(countedLetters('ז׳קלין')).toEqual(countedLetters('זקלין'))
    expect(countedLetters('\u05E9\u05C1\u05B8\u05E8\u05B8\u05D4')).toEqual(countedLetters('שרה'))
    expect(countedLetters(` '"׳״-־\u05B0\u0591\u05C7 2024 🌟 .,`)).toEqual([])
  })
})
