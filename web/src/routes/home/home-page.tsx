import { useDocumentTitle } from '../../lib/use-document-title'
import { useScrollToHash } from '../../lib/use-scroll-to-hash'
import { AboutSection } from './about-section'
import { HeroSection } from './hero-section'
import { NumerologySection } from './numerology-section'
import { ReportCtaSection } from './report-cta-section'
import { useAuthRedirect } from './use-auth-redirect'

export function HomePage() {
  useDocumentTitle()
  useScrollToHash()
  useAuthRedirect()
  return (
    <>
      <HeroSection />
      <AboutSection />
      <NumerologySection />
      <ReportCtaSection />
    </>
  )
}
