import { legalMessages } from '@shop/domain'
import { LegalPage } from './legal-page'

export function TermsPage() {
  return <LegalPage document={legalMessages.terms} />
}
