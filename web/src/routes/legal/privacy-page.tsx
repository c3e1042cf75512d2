import { legalMessages } from '@shop/domain'
import { LegalPage } from './legal-page'

export function PrivacyPage() {
  return <LegalPage document={legalMessages.privacy} />
}
