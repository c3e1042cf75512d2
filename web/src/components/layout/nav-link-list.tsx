import { Link, Stack } from '@chakra-ui/react'
import { Link as RouterLink, useLocation } from 'react-router-dom'
import { isCurrentLink, navLinks } from './nav-links'

/**
 * The site's links with the current page marked: a row in the header, a column of larger
 * targets in the phone's drawer.
 */
export function NavLinkList({
  layout,
  onNavigate,
}: {
  layout: 'row' | 'column'
  onNavigate?: () => void
}) {
  const location = useLocation()
  const column = layout === 'column'
  return (
    <Stack as="ul" direction={column ? 'column' : 'row'} gap="1" listStyleType="none">
      {navLinks.map((link) => {
        const current = isCurrentLink(link.to, location)
        return (
          <li key={link.to}>
            <Link
              asChild
              display={column ? 'block' : undefined}
              px="3"
              py={column ? '3' : '2'}
              rounded="md"
              fontSize={column ? 'lg' : undefined}
              fontWeight="medium"
              color={current ? 'brand.700' : column ? 'fg' : 'fg.muted'}
              bg={current ? 'brand.50' : undefined}
              _hover={{ color: 'brand.700', bg: 'brand.50', textDecoration: 'none' }}
              aria-current={current ? 'page' : undefined}
            >
              <RouterLink to={link.to} onClick={onNavigate}>
                {link.label}
              </RouterLink>
            </Link>
          </li>
        )
      })}
    </Stack>
  )
}
