import { siteMessages } from '@shop/domain'
import { LegalPage } from './legal-page'

export function TermsPage() {
  return <LegalPage document={siteMessages.legal.terms} />
}
