/**
 * A valid one-page PDF, padded with a comment to about `size` bytes so an upload of it takes a
 * measurable moment. The cross-reference offsets are computed, so readers open it cleanly.
 */
export function minimalPdf(size = 0): Buffer {
  const header = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const padding = size > 0 ? `%${'0'.repeat(Math.max(0, size - 600))}\n` : ''
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << >> >>',
  ]
  let body = header + padding
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xrefAt = Buffer.byteLength(body, 'latin1')
  body +=
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}
