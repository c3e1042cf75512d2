import { Box } from '@chakra-ui/react'
import { siteMessages } from '@shop/domain'
import { NavLinkList } from './nav-link-list'

export function DesktopNav() {
  return (
    <Box as="nav" aria-label={siteMessages.nav.label} hideBelow="md">
      <NavLinkList layout="row" />
    </Box>
  )
}
