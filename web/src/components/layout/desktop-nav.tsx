import { HStack, Link } from '@chakra-ui/react'
import { he } from '@shop/domain'
import { Link as RouterLink, useLocation } from 'react-router-dom'
import { isCurrentLink, navLinks } from './nav-links'

export function DesktopNav() {
  const location = useLocation()
  return (
    <HStack as="nav" aria-label={he.site.nav.label} hideBelow="md">
      <HStack as="ul" gap="1" listStyleType="none">
        {navLinks.map((link) => {
          const current = isCurrentLink(link.to, location)
          return (
            <li key={link.to}>
              <Link
                asChild
                px="3"
                py="2"
                rounded="md"
                fontWeight="medium"
                color={current ? 'brand.700' : 'fg.muted'}
                bg={current ? 'brand.50' : undefined}
                _hover={{ color: 'brand.700', bg: 'brand.50', textDecoration: 'none' }}
                aria-current={current ? 'page' : undefined}
              >
                <RouterLink to={link.to}>{link.label}</RouterLink>
              </Link>
            </li>
          )
        })}
      </HStack>
    </HStack>
  )
}
