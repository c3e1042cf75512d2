import { deflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { pdfCarriesScript } from './pdf-scripts.ts'

/** A one-page PDF whose catalog takes `catalog` and which carries `extra` objects after the page. */
function pdf({ catalog = '', extra = [] as (string | Buffer)[] } = {}): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')]
  const objects: (string | Buffer)[] = [
    `<< /Type /Catalog /Pages 2 0 R ${catalog} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << >> >>',
    ...extra,
  ]
  objects.forEach((object, index) =>
    parts.push(
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      Buffer.isBuffer(object) ? object : Buffer.from(object, 'latin1'),
      Buffer.from('\nendobj\n', 'latin1'),
    ),
  )
  parts.push(Buffer.from(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\n%%EOF\n`))
  return Buffer.concat(parts)
}

/** A stream object: its dictionary entries and its bytes. */
const stream = (entries: string, data: Buffer) =>
  Buffer.concat([
    Buffer.from(`<< ${entries} /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ])

/** An object stream holding `object` as object 10, compressed as most PDF writers do. */
const objectStream = (object: string, filter = '/Filter /FlateDecode') => {
  const body = `10 0 ${object}`
  const data = filter.includes('Flate') ? deflateSync(body) : Buffer.from(body, 'latin1')
  return stream(`/Type /ObjStm /N 1 /First 5 ${filter}`, data)
}

describe('a PDF that carries script', () => {
  it.each([
    [
      'JavaScript run on opening',
      { catalog: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>' },
    ],
    [
      'a document-level script',
      { catalog: '/Names << /JavaScript 4 0 R >>', extra: ['<< /Names [(a) 5 0 R] >>'] },
    ],
    [
      'a program launched by a link',
      { extra: ['<< /Type /Annot /Subtype /Link /A << /S /Launch /F (calc.exe) >> >>'] },
    ],
    [
      'a name written in hex escapes',
      { catalog: '/OpenAction << /S /Java#53cript /J#53 (app.alert(1)) >>' },
    ],
    [
      'script inside a compressed object stream',
      { extra: [objectStream('<< /S /JavaScript /JS (app.alert(1)) >>')] },
    ],
    ['an object stream it cannot read', { extra: [objectStream('<< >>', '/Filter /LZWDecode')] }],
    [
      'an object stream whose dictionary hides its stream',
      { extra: [objectStream('<< /JS (app.alert(1)) >>', '/Filter /FlateDecode /X (>>)')] },
    ],
  ])('is refused: %s', (_, parts) => {
    expect(pdfCarriesScript(pdf(parts))).toBe(true)
  })

  it.each([
    ['a plain page', {}],
    ['an opening action that only shows the first page', { catalog: '/OpenAction [3 0 R /Fit]' }],
    [
      'a compressed object stream without script',
      { extra: [objectStream('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>')] },
    ],
    // Image and font bytes are not objects: a run of them that reads "/JS " means nothing.
    [
      'an image whose bytes happen to spell a name',
      {
        extra: [
          stream(
            '/Type /XObject /Subtype /Image',
            Buffer.from('\x00/JS \x01/Launch\x00', 'latin1'),
          ),
        ],
      },
    ],
  ])('is taken: %s', (_, parts) => {
    expect(pdfCarriesScript(pdf(parts))).toBe(false)
  })
})
