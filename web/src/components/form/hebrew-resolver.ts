import { zodResolver } from '@hookform/resolvers/zod'
import { hebrewIssues, type z } from '@shop/domain'
import type { FieldValues, Resolver } from 'react-hook-form'

/**
 * The forms' resolver: the schema's own messages, and zod's in the catalogue's Hebrew. `raw`
 * hands the submit handler the values as typed, for forms that send strings the server parses.
 */
export function hebrewResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output>
export function hebrewResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  options: { raw: true },
): Resolver<Input, unknown, Input>
export function hebrewResolver(schema: z.ZodType<unknown, FieldValues>, options?: { raw: true }) {
  return options ? zodResolver(schema, hebrewIssues, options) : zodResolver(schema, hebrewIssues)
}
