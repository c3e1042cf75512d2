import { siteMessages } from '@shop/domain'
import { LegalPage } from './legal-page'

export function PrivacyPage() {
  return <LegalPage document={siteMessages.legal.privacy} />
}
