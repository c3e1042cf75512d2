import { Link, type LinkProps } from '@chakra-ui/react'
import { siteMessages } from '@shop/domain'
import { Link as RouterLink } from 'react-router-dom'

/** The way to the sample map, from the pages where a visitor decides whether to order. */
export function SampleMapLink(props: LinkProps) {
  return (
    <Link asChild fontWeight="medium" textDecoration="underline" {...props}>
      <RouterLink to="/sample-map">{siteMessages.sampleMapLink}</RouterLink>
    </Link>
  )
}
