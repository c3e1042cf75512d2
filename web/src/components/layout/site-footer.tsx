import { Box, Container, Separator, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { siteMessages } from '@shop/domain'
import { useCurrentYear, useSellerIdentity } from '../../lib/public-settings'
import { FooterContact } from './footer-contact'
import { FooterLinks } from './footer-links'
import { SiteLogo } from './site-logo'

const { footer } = siteMessages

export function SiteFooter() {
  const seller = useSellerIdentity()
  const year = useCurrentYear()
  return (
    <Box as="footer" bg="brand.950" color="whiteAlpha.800">
      <Container maxW="6xl" pt={{ base: '10', md: '14' }} pb="8">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={{ base: '8', md: '12' }}>
          <Stack gap="4">
            <SiteLogo inverted />
            <Text>{siteMessages.tagline}</Text>
            <Text fontSize="sm" color="whiteAlpha.700">
              {footer.deliveryNote}
            </Text>
          </Stack>
          <FooterLinks />
          <FooterContact />
        </SimpleGrid>
        <Separator borderColor="whiteAlpha.200" my="8" />
        <Stack gap="2" fontSize="sm" color="whiteAlpha.700">
          {/* The seller, as the law wants every page of a shop to name it */}
          <Text suppressHydrationWarning>
            <Text as="span" srOnly>
              {footer.sellerTitle}:{' '}
            </Text>
            <span suppressHydrationWarning>{seller}</span>
          </Text>
          <Text suppressHydrationWarning>{footer.copyright(year)}</Text>
        </Stack>
      </Container>
    </Box>
  )
}
