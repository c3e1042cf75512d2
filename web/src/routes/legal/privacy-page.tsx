import { he } from '@shop/domain'
import { LegalPage } from './legal-page'

export function PrivacyPage() {
  return <LegalPage document={he.site.legal.privacy} />
}
