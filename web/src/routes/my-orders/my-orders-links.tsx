import { HStack, Link } from '@chakra-ui/react'
import { orderMessages, siteMessages } from '@shop/domain'
import { Link as RouterLink } from 'react-router-dom'

const { footer } = siteMessages

const links = [
  { to: '/contact', label: footer.contact },
  { to: '/privacy', label: footer.privacy },
  { to: '/terms', label: footer.terms },
]

/** Help and policies, at the foot of the personal area. */
export function MyOrdersLinks() {
  return (
    <HStack
      as="nav"
      aria-label={orderMessages.myOrders.linksLabel}
      gap="6"
      justify="center"
      wrap="wrap"
      fontSize="sm"
    >
      {links.map((link) => (
        <Link key={link.to} asChild color="brand.700">
          <RouterLink to={link.to}>{link.label}</RouterLink>
        </Link>
      ))}
    </HStack>
  )
}
