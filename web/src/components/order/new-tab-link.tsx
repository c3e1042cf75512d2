import { Link, VisuallyHidden } from '@chakra-ui/react'
import { orderMessages } from '@shop/domain'
import { ExternalLinkIcon } from 'lucide-react'

/** A link to one of the shop's pages that opens in a new tab, and says so to screen readers. */
export function NewTabLink({ to, label }: { to: string; label: string }) {
  return (
    <Link href={to} target="_blank" rel="noopener" color="brand.700" fontWeight="medium">
      {label}
      <ExternalLinkIcon aria-hidden />
      <VisuallyHidden>{` ${orderMessages.checkout.newTab}`}</VisuallyHidden>
    </Link>
  )
}
