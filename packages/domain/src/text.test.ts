import { describe, expect, it } from 'vitest'
import { he } from './messages/index.ts'
import { multilineText, text } from './text.ts'
import { hebrewIssues } from './zod-hebrew.ts'

const refusal = (schema: ReturnType<typeof text>, value: unknown) =>
  schema.safeParse(value, hebrewIssues).error?.issues[0]?.message

describe('text', () => {
  it.each([
    ['NUL', 'דנה\u0000כהן'],
    ['a bell', 'a\u0007b'],
    ['an escape sequence', '\u001b[31m'],
    ['a vertical tab', 'a\u000bb'],
    ['a lone high surrogate', 'x\uD800'],
    ['a lone low surrogate', '\uDC00x'],
    ['two high surrogates', '\uD83D\uD83D'],
  ])('refuses %s with the catalogue message', (_, value) => {
    expect(refusal(text(), value)).toBe(he.input.unsupportedCharacters)
  })

  it.each([
    ['a line feed', 'דנה\nכהן'],
    ['a carriage return', 'a\rb'],
    ['CRLF', 'a\r\nb'],
    ['a next-line character', 'a\u0085b'],
    ['a Unicode line separator', 'a\u2028b'],
    ['a Unicode paragraph separator', 'a\u2029b'],
  ])('refuses %s on one line with the catalogue message', (_, value) => {
    expect(refusal(text(), value)).toBe(he.input.oneLineOnly)
  })

  it.each([
    ['Hebrew with niqqud', 'שָׁלוֹם'],
    ['a tab', 'a\tb'],
    ['an emoji (a surrogate pair)', 'מזל טוב 🎉'],
    ['right-to-left marks', '\u200Fאבג\u200E'],
  ])('accepts %s', (_, value) => {
    expect(text().safeParse(value).success).toBe(true)
  })

  it('lets a textarea send CRLF, and nothing else of the kind', () => {
    expect(multilineText().safeParse('שורה\r\nשורה').success).toBe(true)
    expect(multilineText().safeParse('שורה\nשורה\u2028שורה').success).toBe(true)
    expect(refusal(multilineText(), 'a\u0000b')).toBe(he.input.unsupportedCharacters)
    expect(refusal(multilineText(), 'a\fb')).toBe(he.input.unsupportedCharacters)
  })

  it('answers a missing or non-text value with the field message it was given', () => {
    expect(refusal(text('נא להזין שם'), undefined)).toBe('נא להזין שם')
    expect(refusal(text('נא להזין שם'), 42)).toBe('נא להזין שם')
    expect(refusal(text(), 42)).toBe(he.input.expectedText)
  })

  it('refuses the characters before any other check can report them', () => {
    expect(refusal(text().trim().min(5, 'קצר מדי'), '\u0000')).toBe(he.input.unsupportedCharacters)
  })
})
