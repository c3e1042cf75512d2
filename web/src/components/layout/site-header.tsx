import { Box, Container, Flex, HStack } from '@chakra-ui/react'
import { AccountArea } from './account-area'
import { DesktopNav } from './desktop-nav'
import { MobileNav } from './mobile-nav'
import { SiteLogo } from './site-logo'

export function SiteHeader() {
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="white/90"
      backdropFilter="saturate(180%) blur(10px)"
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      <Container maxW="6xl">
        <Flex h={{ base: '16', md: '4.5rem' }} align="center" justify="space-between" gap="4">
          <SiteLogo />
          <DesktopNav />
          <HStack gap="1">
            <AccountArea />
            <MobileNav />
          </HStack>
        </Flex>
      </Container>
    </Box>
  )
}
