import { Heading, Link, Stack } from '@chakra-ui/react'
import { siteMessages } from '@shop/domain'
import { Link as RouterLink } from 'react-router-dom'

const { footer } = siteMessages

const links = [
  { to: '/contact', label: footer.contact },
  { to: '/privacy', label: footer.privacy },
  { to: '/terms', label: footer.terms },
  { to: '/accessibility', label: footer.accessibility },
  // Consumer Protection Law s.14ה: a cancellation notice can be given through the site
  { to: '/cancel', label: footer.cancel },
]

export function FooterLinks() {
  return (
    <Stack as="nav" aria-label={footer.linksLabel} gap="3">
      <Heading as="h2" size="sm" color="white">
        {footer.linksTitle}
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none">
        {links.map((link) => (
          <li key={link.to}>
            <Link asChild color="whiteAlpha.800" _hover={{ color: 'gold.300' }}>
              <RouterLink to={link.to}>{link.label}</RouterLink>
            </Link>
          </li>
        ))}
      </Stack>
    </Stack>
  )
}
