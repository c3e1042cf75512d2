import { he } from '@shop/domain'
import { LegalPage } from './legal-page'

export function TermsPage() {
  return <LegalPage document={he.site.legal.terms} />
}
