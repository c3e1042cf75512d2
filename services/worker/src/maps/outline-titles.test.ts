import { describe, expect, it } from 'vitest'
import { withOutlineTitles } from './outline-titles.ts'

const hex = (value: string) => Buffer.from(value, 'utf16le').swap16().toString('hex').toUpperCase()

const item = (id: number, title: string) =>
  `${id} 0 obj\n<</Title <FEFF${hex(title)}>\n/Dest [15 0 R /XYZ 448.2 766.8 0]\n/Parent 46 0 R\n/SE 33 0 R>>\nendobj\n`

/** A file as Chromium lays one out: objects, then a cross-reference table and its trailer. */
function chromiumPdf(objects: string[]): Buffer {
  const body = `%PDF-1.7\n${objects.join('')}`
  return Buffer.from(
    `${body}xref\n0 1\n0000000000 65535 f \ntrailer\n<</Size 49\n/Root 2 0 R\n/Info 3 0 R>>\nstartxref\n${body.length}\n%%EOF`,
    'latin1',
  )
}

/** The objects of the update appended after the original file, by id, with where each starts. */
function appended(original: Buffer, fixed: Buffer) {
  const update = fixed.subarray(original.length).toString('latin1')
  const xref = /xref\n([\s\S]*?)trailer/.exec(update)![1]!
  const offsets = [...xref.matchAll(/(\d+) 1\n(\d{10}) 00000 n /g)].map(([, id, offset]) => ({
    id,
    offset: Number(offset),
  }))
  return { update, offsets }
}

describe('withOutlineTitles', () => {
  it("appends each bookmark with its heading's text, leaving Chromium's bytes as they were", () => {
    const info = `3 0 obj\n<</Title <FEFF${hex('החיים שביל')}>\n/Producer (Skia/PDF)>>\nendobj\n`
    const pdf = chromiumPdf([
      info,
      item(47, 'החיים שביל'),
      item(48, ')Dana (2026 אישית שנה'),
      item(49, 'הנשמה מספרהנשמה מספר'),
    ])

    const fixed = withOutlineTitles(pdf, ['שביל  החיים', 'שנה אישית 2026 (Dana)', 'מספר הנשמה'])

    expect(fixed.subarray(0, pdf.length).equals(pdf)).toBe(true)
    const { update, offsets } = appended(pdf, fixed)
    expect(offsets.map(({ id }) => id)).toEqual(['47', '48', '49'])
    const expected = [
      item(47, 'שביל החיים'),
      item(48, 'שנה אישית 2026 (Dana)'),
      item(49, 'מספר הנשמה'),
    ]
    offsets.forEach(({ offset }, index) => {
      const object = expected[index]!
      expect(fixed.subarray(offset, offset + object.length).toString('latin1')).toBe(object)
    })
    expect(update).toMatch(/trailer\n<<\/Size 49\n\/Root 2 0 R\n\/Info 3 0 R\n\/Prev \d+>>/)
    const newXref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(update)![1])
    expect(fixed.subarray(newXref, newXref + 4).toString('latin1')).toBe('xref')
    // The document's own title is not a bookmark and is not rewritten
    expect(update).not.toContain('/Producer')
  })

  it('leaves a file whose bookmarks match no heading as it is', () => {
    const pdf = chromiumPdf([item(47, 'כותרת אחרת')])
    expect(withOutlineTitles(pdf, ['שביל החיים']).equals(pdf)).toBe(true)
  })
})
