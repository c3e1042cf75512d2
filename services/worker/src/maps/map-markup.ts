/** Text as HTML: what a manager or a buyer typed never becomes markup. */
export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  )

/** Paragraphs as typed: blank lines split them, single line breaks stay. */
export const paragraphs = (value: string) =>
  value
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('')

// A name may be Latin inside Hebrew text: bdi keeps its letters in their own direction.
export const name = (value: string) => `<bdi>${escapeHtml(value)}</bdi>`
