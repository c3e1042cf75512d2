import { describe, expect, it } from 'vitest'
import { numerologyAspects } from './aspects.ts'
import { interpretationOf, numerologyInterpretations } from './interpretations.ts'
import { numerologyNumbers, reduceNumber } from './numerology-number.ts'

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean)
const entries = numerologyAspects.flatMap((aspect) =>
  numerologyNumbers.map((number) => ({ aspect, number, ...interpretationOf(aspect, number) })),
)

describe('numerology interpretations', () => {
  it('has exactly the six aspects, each with exactly the twelve numbers', () => {
    expect(Object.keys(numerologyInterpretations)).toEqual([...numerologyAspects])
    for (const aspect of numerologyAspects) {
      const numbers = Object.keys(numerologyInterpretations[aspect].numbers).map(Number)
      expect(numbers.sort((a, b) => a - b)).toEqual([...numerologyNumbers])
    }
    expect(entries).toHaveLength(72)
  })

  it('gives every aspect a Hebrew title and a one-sentence explanation', () => {
    for (const aspect of numerologyAspects) {
      const { title, explanation } = numerologyInterpretations[aspect]
      expect(title).toMatch(/^[\u05D0-\u05EA ]+$/)
      expect(explanation).toMatch(/^[^.!?]+\.$/)
      expect(words(explanation).length).toBeGreaterThanOrEqual(10)
    }
  })

  it('gives every number a heading of 2 to 5 words and a paragraph of 60 to 110 words', () => {
    const outOfRange = entries
      .map(({ aspect, number, heading, text }) => ({
        at: `${aspect} ${number}`,
        headingWords: words(heading).length,
        textWords: words(text).length,
      }))
      .filter(
        ({ headingWords, textWords }) =>
          headingWords < 2 || headingWords > 5 || textWords < 60 || textWords > 110,
      )
    expect(outOfRange).toEqual([])
  })

  it('writes Hebrew paragraphs that end a sentence and name their own number', () => {
    for (const { aspect, number, text } of entries) {
      expect(text, `${aspect} ${number}`).toMatch(/[\u05D0-\u05EA]/)
      expect(text, `${aspect} ${number}`).toMatch(/\.$/)
      expect(text.slice(0, 40), `${aspect} ${number}`).toContain(String(number))
    }
  })

  it('never reuses a text, and headings are unique too', () => {
    const texts = entries.map((entry) => entry.text)
    const headings = entries.map((entry) => entry.heading)
    expect(new Set(texts).size).toBe(texts.length)
    expect(new Set(headings).size).toBe(headings.length)
  })

  it('addresses the reader in forms that read the same for anyone', () => {
    // Written without vowels, these words are masculine only; their feminine forms differ.
    const gendered = ['אתה', 'עליך', 'אליך', 'ידיך', 'לפניך', 'אחריך']
    const found = entries.flatMap(({ aspect, number, text }) =>
      words(text)
        .map((word) => word.replace(/[.,:;]/g, ''))
        .filter((word) => gendered.some((form) => word.endsWith(form)))
        .map((word) => `${aspect} ${number}: ${word}`),
    )
    expect(found).toEqual([])
  })

  it('names in each birthday text exactly the days of the month that reduce to its number', () => {
    const named = numerologyNumbers.flatMap((number) =>
      [...interpretationOf('birthday', number).text.matchAll(/ב-(\d+)/g)].map((match) => ({
        day: Number(match[1]),
        number,
      })),
    )
    expect(named.map(({ day }) => day).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 31 }, (_, index) => index + 1),
    )
    for (const { day, number } of named) expect(reduceNumber(day), `day ${day}`).toBe(number)
  })
})
