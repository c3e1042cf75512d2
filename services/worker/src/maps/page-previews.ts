import { createCanvas } from '@napi-rs/canvas'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

// An A4 page (595 points wide) drawn 893 pixels wide: sharp on a phone's screen and readable on a
// desktop's, at a few hundred kilobytes a page.
const scale = 1.5

/**
 * Every page of a PDF as a PNG, drawn by pdfjs, which reads the maps' outline already, on the
 * canvas it is made for in Node. Drawn from the PDF itself rather than from its HTML, so a preview
 * shows the very pages the file has, page breaks, contents and page numbers included.
 */
export async function pagePreviews(pdf: Uint8Array): Promise<Buffer[]> {
  // pdfjs takes the buffer over; a copy keeps the caller's intact.
  const loading = getDocument({ data: new Uint8Array(pdf) })
  try {
    const document = await loading.promise
    const previews: Buffer[] = []
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number)
      const viewport = page.getViewport({ scale })
      const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height))
      await page.render({ canvas, viewport }).promise
      previews.push(await canvas.encode('png'))
      page.cleanup()
    }
    return previews
  } finally {
    await loading.destroy()
  }
}
