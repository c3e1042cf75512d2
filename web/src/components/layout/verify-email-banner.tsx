import { Container, Flex, Icon, Text } from '@chakra-ui/react'
import { accountMessages } from '@shop/domain'
import { LuMailWarning } from 'react-icons/lu'
import { useAuth } from '../../auth/auth-state'
import { ResendVerificationButton } from '../auth/resend-verification-button'

/**
 * Reminds a signed-in customer who has not opened the verification link; ordering stays open. It
 * is known only once the session is restored, after the page has been drawn: so it sits at the
 * end of the page, held to the bottom of the screen, where appearing pushes nothing already seen.
 */
export function VerifyEmailBanner() {
  const { user } = useAuth()
  if (!user || user.emailVerified) return null
  return (
    <Flex
      role="region"
      aria-label={accountMessages.verifyEmail.heading}
      bg="orange.50"
      borderTopWidth="1px"
      borderColor="orange.200"
      py="2"
      position="sticky"
      bottom="0"
      zIndex="sticky"
    >
      <Container maxW="6xl" px={{ base: '4', md: '6' }}>
        <Flex align="center" gap="3" wrap="wrap">
          <Icon color="orange.700" aria-hidden>
            <LuMailWarning />
          </Icon>
          <Text flex="1" minW="12rem" color="orange.900" fontSize="sm">
            {accountMessages.unverifiedBanner.text}
          </Text>
          <ResendVerificationButton size="sm" variant="outline" colorPalette="orange" />
        </Flex>
      </Container>
    </Flex>
  )
}
