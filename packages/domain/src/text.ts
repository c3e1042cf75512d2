import { z } from './zod-hebrew.ts'
import { inputMessages } from './messages/input.ts'

// NUL is refused by PostgreSQL in text and jsonb, a lone UTF-16 surrogate cannot be written as
// UTF-8, and other control characters only hide or garble what a manager later reads. Tab and
// newline are what people type; a textarea's form submission also sends CR before each newline.
// eslint-disable-next-line no-control-regex -- these control characters are what is refused
const refusedCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|\p{Cs}/u
// Every character that ends a line somewhere: a single-line value with one would forge a second
// line in a log entry, an e-mail header or a CSV row.
const lineBreaks = /[\n\r\u0085\u2028\u2029]/

function safeText(requiredMessage?: string) {
  return z
    .string(requiredMessage === undefined ? undefined : { error: requiredMessage })
    .refine((value) => !refusedCharacters.test(value), {
      message: inputMessages.unsupportedCharacters,
      abort: true,
    })
}

/**
 * Every free-text field and query parameter starts here: a name, an e-mail, a search. The message
 * is what a missing or non-text value answers; other checks chain on as on `z.string()`.
 */
export const text = (requiredMessage?: string) =>
  safeText(requiredMessage).refine((value) => !lineBreaks.test(value), {
    message: inputMessages.oneLineOnly,
    abort: true,
  })

/** Free text typed into a textarea: a comment, a gift dedication, a message. */
export const multilineText = (requiredMessage?: string) => safeText(requiredMessage)

/** A field that must be filled: missing, non-text and blank (spaces only) all answer `message`. */
export const requiredText = (message: string) => text(message).trim().min(1, message)

/** A textarea that must be filled, answering `message` as `requiredText` does. */
export const requiredMultilineText = (message: string) =>
  multilineText(message).trim().min(1, message)
