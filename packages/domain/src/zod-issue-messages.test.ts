import { describe, expect, it } from 'vitest'
import { he } from './messages/index.ts'
import { hebrewIssues, z } from './zod-hebrew.ts'
import { text } from './text.ts'

const m = he.input
const messageOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value, hebrewIssues).error?.issues[0]?.message

describe("zod's own messages", () => {
  it.each([
    ['a number beyond the safe range', z.number().int(), 1e20, m.numberTooLarge],
    ['a fraction for a whole number', z.number().int(), 1.5, m.expectedWholeNumber],
    ['NaN from a query string', z.coerce.number(), 'abc', m.expectedNumber],
    ['null for text', z.string(), null, m.expectedText],
    ['a missing field', z.object({ name: z.string() }), {}, m.required],
    ['an object for a list', z.array(z.string()), {}, m.expectedList],
    ['null for the whole body', z.object({}), null, m.invalidShape],
    ['a word for a yes or no', z.boolean(), 'yes', m.expectedYesNo],
    ['a value off the list', z.enum(['percentage', 'fixed']), 'x', m.notAnOption],
    ['a text too long', z.string().max(3), 'abcd', m.textTooLong],
    ['an empty required text', z.string().min(1), '', m.required],
    ['too many items', z.array(z.number()).max(1), [1, 2], m.tooManyItems],
    ['a bad e-mail', z.email(), 'a@', m.emailInvalid],
    ['a bad date', z.iso.datetime(), '2024-99', m.dateInvalid],
    ['neither a number nor text', z.union([z.number(), z.string()]), [], m.invalid],
  ])('%s reads as a catalogue sentence', (_, schema, value, expected) => {
    expect(messageOf(schema as z.ZodType, value)).toBe(expected)
  })

  it('answers a union for the option the input came closest to', () => {
    const request = z.union([
      z.object({ subject: text(), body: text() }),
      z.object({ template: z.enum(['payment-confirmation']) }),
    ])
    expect(messageOf(request, { subject: '\uD800', body: 'x' })).toBe(m.unsupportedCharacters)
    expect(messageOf(request, { template: 'nope' })).toBe(m.notAnOption)
    const phone = z.union([z.literal(''), z.string().regex(/^\d+$/, 'מספר הטלפון אינו תקין')])
    expect(messageOf(phone, 'abc')).toBe('מספר הטלפון אינו תקין')
  })
})
