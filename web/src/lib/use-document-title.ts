import { siteMessages } from '@shop/domain'
import { useEffect } from 'react'

/** Sets the tab title for a page; without a page name, the shop's own title. */
export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? siteMessages.meta.pageTitle(page) : siteMessages.meta.title
  }, [page])
}
