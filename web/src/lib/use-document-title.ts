import { he } from '@shop/domain'
import { useEffect } from 'react'

/** Sets the tab title for a page; without a page name, the shop's own title. */
export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? he.site.meta.pageTitle(page) : he.site.meta.title
  }, [page])
}
