import type { core } from 'zod'
import { inputMessages as m } from './messages/input.ts'

type Issue = core.$ZodRawIssue
type FinalIssue = core.$ZodIssue

const isMissing = (issue: FinalIssue) => issue.code === 'invalid_type' && issue.input === undefined

function typeMessage(expected: string, input: unknown): string {
  if (input === undefined) return m.required
  switch (expected) {
    case 'string':
      return m.expectedText
    case 'number':
    case 'bigint':
    case 'nan':
      return m.expectedNumber
    case 'int':
      return typeof input === 'number' && Number.isFinite(input)
        ? m.expectedWholeNumber
        : m.expectedNumber
    case 'boolean':
      return m.expectedYesNo
    case 'array':
    case 'tuple':
    case 'set':
      return m.expectedList
    case 'object':
    case 'record':
    case 'map':
      return m.invalidShape
    default:
      return m.invalid
  }
}

function sizeMessage(issue: Extract<Issue, { code: 'too_big' | 'too_small' }>): string {
  const big = issue.code === 'too_big'
  switch (issue.origin) {
    case 'number':
    case 'int':
    case 'bigint':
      return big ? m.numberTooLarge : m.numberTooSmall
    case 'string':
      if (big) return m.textTooLong
      return Number(issue.minimum) <= 1 ? m.required : m.textTooShort
    case 'array':
    case 'set':
      return big ? m.tooManyItems : m.tooFewItems
    case 'date':
      return m.dateInvalid
    default:
      return m.invalid
  }
}

/**
 * A union answers for the option the input came closest to: not one whose very type it missed,
 * and among the rest the one with the fewest absent fields. A manager's e-mail with a broken
 * character in its subject then says so, rather than asking for a template.
 */
function unionMessage(branches: FinalIssue[][]): string {
  const candidates = branches
    .filter((issues) => issues.length > 0)
    .filter((issues) =>
      issues.every(
        (issue) =>
          issue.path.length > 0 ||
          (issue.code !== 'invalid_type' && issue.code !== 'invalid_value'),
      ),
    )
    .sort((a, b) => a.filter(isMissing).length - b.filter(isMissing).length)
  return candidates[0]?.[0]?.message ?? m.invalid
}

/**
 * The sentence for an issue zod raises without a message of the shop's own: a wrong type, a number
 * beyond range, a value not on the list. zod's locales would print its internal words ("int",
 * "NaN", "null") to the customer; these are the catalogue's sentences instead.
 */
export function hebrewIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return typeMessage(issue.expected, issue.input)
    case 'too_big':
    case 'too_small':
      return sizeMessage(issue)
    case 'invalid_format':
      if (issue.format === 'email') return m.emailInvalid
      if (['date', 'datetime', 'time', 'duration'].includes(issue.format)) return m.dateInvalid
      return m.formatInvalid
    case 'not_multiple_of':
      return m.expectedWholeNumber
    case 'invalid_value':
      return m.notAnOption
    case 'unrecognized_keys':
      return m.invalidShape
    case 'invalid_union':
      return unionMessage(issue.errors)
    default:
      return m.invalid
  }
}
