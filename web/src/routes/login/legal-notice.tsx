import { Link, Text, VisuallyHidden } from '@chakra-ui/react'
import { authMessages } from '@shop/domain'

const { legal } = authMessages.loginPage

function LegalLink({ href, label }: { href: string; label: string }) {
  return (
    <Link href={href} target="_blank" rel="noopener" color="brand.700" fontWeight="medium">
      {label}
      <VisuallyHidden>{` ${legal.newTab}`}</VisuallyHidden>
    </Link>
  )
}

/** Terms and privacy, each opening in a new tab so a half-filled form is not lost. */
export function LegalNotice() {
  return (
    <Text fontSize="sm" color="fg.muted" textAlign="center">
      {legal.before}
      <LegalLink href="/terms" label={legal.terms} />
      {legal.between}
      <LegalLink href="/privacy" label={legal.privacy} />
      {legal.after}
    </Text>
  )
}
