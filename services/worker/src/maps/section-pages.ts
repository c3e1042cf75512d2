import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

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

/**
 * The page (1 = the cover) on which each heading of a printed PDF stands, read from the outline
 * Chromium writes from the document's headings. Chromium cannot number pages in the document
 * itself (no CSS target-counter), so the contents page is filled in from a first printing.
 */
export async function headingPages(pdf: Uint8Array): Promise<Map<string, number>> {
  // pdfjs takes the buffer over; a copy keeps the caller's intact.
  const loading = getDocument({ data: new Uint8Array(pdf) })
  try {
    const document = await loading.promise
    const pages = new Map<string, number>()
    const visit = async (bookmarks: Bookmark[]) => {
      for (const { title, dest, items } of bookmarks) {
        const destination: unknown[] | null =
          typeof dest === 'string' ? await document.getDestination(dest) : dest
        const target = destination?.[0]
        if (isPageReference(target) && !pages.has(title)) {
          pages.set(title, (await document.getPageIndex(target)) + 1)
        }
        await visit(items)
      }
    }
    await visit((await document.getOutline()) ?? [])
    return pages
  } finally {
    await loading.destroy()
  }
}
