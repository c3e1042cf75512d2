import { Box, Flex, SkipNavLink } from '@chakra-ui/react'
import { siteMessages } from '@shop/domain'
import { Suspense } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { PageHydrated } from '../../lib/use-hydrating'
import { useScrollToTop } from '../../lib/use-scroll-to-top'
import { RouteErrorBoundary } from '../../routes/error/route-error-boundary'
import { PageLoader } from './page-loader'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { VerifyEmailBanner } from './verify-email-banner'

const mainId = 'main-content'

export function SiteLayout() {
  const { pathname } = useLocation()
  useScrollToTop()
  return (
    <Flex direction="column" minH="100dvh">
      <SkipNavLink id={mainId} zIndex="skipNav">
        {siteMessages.skipToContent}
      </SkipNavLink>
      <SiteHeader />
      <Box
        as="main"
        id={mainId}
        tabIndex={-1}
        flex="1"
        // At least a screen tall, so the footer starts below the fold: a page whose content
        // arrives late (after the session or its data) grows without pushing visible things.
        minH="100dvh"
        outline="none"
        display="flex"
        flexDirection="column"
      >
        {/* Keeps header and footer on screen when a page fails; a new address tries afresh */}
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
            <PageHydrated />
          </Suspense>
        </RouteErrorBoundary>
      </Box>
      <SiteFooter />
      <VerifyEmailBanner />
    </Flex>
  )
}
