import { Box } from '@chakra-ui/react'
import { he } from '@shop/domain'
import { NavLinkList } from './nav-link-list'

export function DesktopNav() {
  return (
    <Box as="nav" aria-label={he.site.nav.label} hideBelow="md">
      <NavLinkList layout="row" />
    </Box>
  )
}
