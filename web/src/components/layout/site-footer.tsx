import { Box, Container, Separator, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { siteMessages } from '@shop/domain'
import { FooterContact } from './footer-contact'
import { FooterLinks } from './footer-links'
import { SiteLogo } from './site-logo'

const { footer } = siteMessages

export function SiteFooter() {
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
        <Text fontSize="sm" color="whiteAlpha.700">
          {footer.copyright}
        </Text>
      </Container>
    </Box>
  )
}
