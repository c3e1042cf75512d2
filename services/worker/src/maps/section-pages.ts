import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'

interface Bookmark {
  title: string
  dest: string | unknown[] | null
  items: Bookmark[]
}

interface PageReference {
  num: number
  gen: number
}

const isPageReference = (value: unknown): value is PageReference =>
  typeof value === 'object' && value !== null && 'num' in value && 'gen' in value

async function readPdf<T>(pdf: Uint8Array, read: (document: PDFDocumentProxy) => Promise<T>) {
  // pdfjs takes the buffer over; a copy keeps the caller's intact.
  const loading = getDocument({ data: new Uint8Array(pdf) })
  try {
    return await read(await loading.promise)
  } finally {
    await loading.destroy()
  }
}

/** The page (1 = the cover) a destination, named or given as an array, points at. */
async function pageOf(document: PDFDocumentProxy, dest: string | unknown[] | null) {
  const destination = typeof dest === 'string' ? await document.getDestination(dest) : dest
  const target: unknown = destination?.[0]
  return isPageReference(target) ? (await document.getPageIndex(target)) + 1 : undefined
}

/**
 * The page (1 = the cover) on which each element of a printed PDF stands, by its id. Chromium
 * cannot number pages in the document itself (no CSS target-counter), but it names the
 * destination of every link within the document after the element linked to.
 */
export function destinationPages(
  pdf: Uint8Array,
  ids: readonly string[],
): Promise<Map<string, number>> {
  return readPdf(pdf, async (document) => {
    const pages = new Map<string, number>()
    for (const id of ids) {
      const page = await pageOf(document, id)
      if (page === undefined) throw new Error(`the printed document has no destination ${id}`)
      pages.set(id, page)
    }
    return pages
  })
}

/** The page (1 = the cover) on which each heading stands, read from a PDF's bookmarks. */
export function headingPages(pdf: Uint8Array): Promise<Map<string, number>> {
  return readPdf(pdf, async (document) => {
    const pages = new Map<string, number>()
    const visit = async (bookmarks: Bookmark[]) => {
      for (const { title, dest, items } of bookmarks) {
        const page = await pageOf(document, dest)
        if (page !== undefined && !pages.has(title)) pages.set(title, page)
        await visit(items)
      }
    }
    await visit((await document.getOutline()) ?? [])
    return pages
  })
}
