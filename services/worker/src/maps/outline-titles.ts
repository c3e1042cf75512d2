/**
 * Chromium writes each bookmark of a PDF's outline with its heading's words in the order they
 * stand on the page, left to right, so a right-to-left heading ("שביל החיים") is bookmarked
 * backwards ("החיים שביל"); and a heading that the layout moved to the next page (a section
 * kept whole) is bookmarked twice over ("החיים שבילהחיים שביל"). A viewer's bookmarks and a
 * screen reader read them so. This writes each bookmark again with its heading's own text, as a
 * PDF incremental update: the corrected objects, their cross-reference section and a trailer
 * pointing back to the original are appended, and no byte of Chromium's file changes.
 *
 * `headings` are the document's headings as read from the page, in document order. A bookmark
 * whose characters are not those of a heading is left as Chromium wrote it.
 */
export function withOutlineTitles(pdf: Buffer, headings: readonly string[]): Buffer {
  const unused = headings.map((heading) => heading.replace(/\s+/g, ' ').trim())
  const text = pdf.toString('latin1')
  const corrected: { id: string; body: string }[] = []
  for (const item of text.matchAll(
    /\n(\d+) 0 obj\s*<<\/Title <FEFF([0-9A-F]*)>(\s*\/Dest \[[^\]]*\]\s*\/Parent [^>]*)>>\s*endobj/g,
  )) {
    const [, id, hex, rest] = item
    const written = Buffer.from(hex!, 'hex').swap16().toString('utf16le')
    const index = unused.findIndex((heading) => writtenAs(heading, written))
    if (index < 0) continue
    const [heading] = unused.splice(index, 1)
    const title = Buffer.from(heading!, 'utf16le').swap16().toString('hex').toUpperCase()
    corrected.push({ id: id!, body: `<</Title <FEFF${title}>${rest}>>` })
  }
  if (corrected.length === 0) return pdf

  const trailer = /trailer\s*<<([\s\S]*?)>>\s*startxref\s*(\d+)\s*%%EOF\s*$/.exec(text)
  if (!trailer) return pdf
  const [, trailerEntries, previousXref] = trailer
  let update = '\n'
  const offsets = corrected.map(({ id, body }) => {
    const offset = pdf.length + update.length
    update += `${id} 0 obj\n${body}\nendobj\n`
    return { id, offset }
  })
  const xrefOffset = pdf.length + update.length
  update += 'xref\n'
  for (const { id, offset } of offsets) {
    update += `${id} 1\n${String(offset).padStart(10, '0')} 00000 n \n`
  }
  const kept = trailerEntries!.replace(/\/Prev\s+\d+/, '').trim()
  update += `trailer\n<<${kept}\n/Prev ${previousXref}>>\nstartxref\n${xrefOffset}\n%%EOF\n`
  return Buffer.concat([pdf, Buffer.from(update, 'latin1')])
}

// Written backwards, a bracket turns around: "(Dana)" is bookmarked ")Dana (".
const mirrored: Record<string, string> = { ')': '(', ']': '[', '}': '{', '>': '<' }

const characterKey = (value: string) =>
  [...value]
    .map((character) => mirrored[character] ?? character)
    .sort()
    .join('')

/** Whether Chromium's bookmark holds the heading's characters, once or repeated. */
function writtenAs(heading: string, written: string): boolean {
  if (heading.length === 0 || written.length % heading.length !== 0) return false
  return characterKey(written) === characterKey(heading.repeat(written.length / heading.length))
}
