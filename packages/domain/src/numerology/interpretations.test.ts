import { describe, expect, it } from 'vitest'
import { aspectValues, numerologyAspects } from './aspects.ts'
import { interpretationOf, numerologyInterpretations } from './interpretations.ts'
import { reduceNumber } from './numerology-number.ts'

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean)
const hebrewWords = (text: string) => words(text).filter((word) => /[\u05D0-\u05EA]/.test(word))
const firstSentence = (text: string) => text.split(/(?<=[.!?])\s/)[0]!
const entries = numerologyAspects.flatMap((aspect) =>
  aspectValues[aspect].map((value) => ({
    at: `${aspect} ${value}`,
    aspect,
    value,
    ...interpretationOf(aspect, value),
  })),
)
const explanations = numerologyAspects.map((aspect) => ({
  at: `${aspect} explanation`,
  text: numerologyInterpretations[aspect].explanation,
}))
const paragraphs = [...entries, ...explanations]

describe('numerology interpretations', () => {
  it('writes every value of every aspect', () => {
    expect([...numerologyAspects].sort()).toEqual(Object.keys(numerologyInterpretations).sort())
    for (const aspect of numerologyAspects) {
      const values = Object.keys(numerologyInterpretations[aspect].numbers).map(Number)
      expect(
        values.sort((a, b) => a - b),
        aspect,
      ).toEqual([...aspectValues[aspect]])
    }
  })

  it('gives every aspect a Hebrew title', () => {
    for (const aspect of numerologyAspects) {
      expect(numerologyInterpretations[aspect].title).toMatch(/^[\u05D0-\u05EA ]+$/)
    }
  })

  it('writes at least 100 Hebrew words in every text and every explanation', () => {
    const short = paragraphs
      .map(({ at, text }) => ({ at, words: hebrewWords(text).length }))
      .filter(({ words }) => words < 100)
    expect(short).toEqual([])
  })

  it('gives every value a heading of 2 to 5 words', () => {
    const outOfRange = entries
      .map(({ at, heading }) => ({ at, words: words(heading).length }))
      .filter(({ words }) => words < 2 || words > 5)
    expect(outOfRange).toEqual([])
  })

  it('writes Hebrew paragraphs that end a sentence, without English or placeholders', () => {
    for (const { at, text } of paragraphs) {
      expect(text, at).toMatch(/\.$/)
      expect(text, at).not.toMatch(/[A-Za-z]/)
      expect(text, at).not.toMatch(/\.\.\.|…|\?\?|_{2,}|[[\]{}<>]|TODO|TBD|לורם|טקסט זמני/i)
    }
  })

  it('names its own value early in each text', () => {
    for (const { at, value, text } of entries) {
      expect(text.slice(0, 60), at).toMatch(new RegExp(`(^|\\D)${value}(\\D|$)`))
    }
  })

  it('never repeats a text, a first sentence or a heading', () => {
    const repeated = (values: string[]) =>
      values.filter((value, index) => values.indexOf(value) !== index)
    expect(repeated(paragraphs.map(({ text }) => text))).toEqual([])
    expect(repeated(paragraphs.map(({ text }) => firstSentence(text)))).toEqual([])
    expect(repeated(entries.map(({ heading }) => heading))).toEqual([])
  })

  it('copies no sentence between two texts: no two share a run of eight words', () => {
    const runLength = 8
    const runsOf = (text: string) => {
      const plain = words(text.replace(/[.,:;!?"]/g, ''))
      return new Set(
        plain.slice(runLength - 1).map((_, at) => plain.slice(at, at + runLength).join(' ')),
      )
    }
    const runs = paragraphs.map(({ at, text }) => ({ at, runs: runsOf(text) }))
    const shared = runs.flatMap((entry, index) =>
      runs
        .slice(index + 1)
        .filter((other) => [...entry.runs].some((run) => other.runs.has(run)))
        .map((other) => `${entry.at} ~ ${other.at}`),
    )
    expect(shared).toEqual([])
  })

  it('addresses the reader in forms that read the same for anyone', () => {
    // Written without vowels, these words are masculine only; their feminine forms differ.
    const gendered = ['אתה', 'עליך', 'אליך', 'ידיך', 'לפניך', 'אחריך', 'תוכל', 'תרצה', 'תצטרך']
    const found = paragraphs.flatMap(({ at, text }) =>
      words(text)
        .map((word) => word.replace(/[.,:;]/g, ''))
        .filter((word) => gendered.some((form) => word.endsWith(form)))
        .map((word) => `${at}: ${word}`),
    )
    expect(found).toEqual([])
  })

  it('names in each birthday text exactly the days of the month that reduce to its number', () => {
    const named = aspectValues.birthday.flatMap((number) =>
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
