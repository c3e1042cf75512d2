import { escapeMarkup } from '@shop/domain'

/** Paragraphs as typed: blank lines split them, single line breaks stay. */
export const paragraphs = (value: string) =>
  value
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeMarkup(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('')

// A name may be Latin inside Hebrew text: bdi keeps its letters in their own direction.
export const name = (value: string) => `<bdi>${escapeMarkup(value)}</bdi>`
