import { Box, Flex, SkipNavLink } from '@chakra-ui/react'
import { he } from '@shop/domain'
import { Suspense } from 'react'
import { Outlet, ScrollRestoration } from 'react-router-dom'
import { PageLoader } from './page-loader'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

const mainId = 'main-content'

export function SiteLayout() {
  return (
    <Flex direction="column" minH="100dvh">
      <SkipNavLink id={mainId} zIndex="skipNav">
        {he.site.skipToContent}
      </SkipNavLink>
      <SiteHeader />
      <Box
        as="main"
        id={mainId}
        tabIndex={-1}
        flex="1"
        outline="none"
        display="flex"
        flexDirection="column"
      >
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <SiteFooter />
      <ScrollRestoration />
    </Flex>
  )
}
