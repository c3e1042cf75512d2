import { CloseButton, Container, Flex, Icon, Text } from '@chakra-ui/react'
import { accountMessages } from '@shop/domain'
import { useAtom } from 'jotai'
import { MailWarningIcon } from 'lucide-react'
import { atomWithStorage, createJSONStorage } from 'jotai/utils'
import type { AuthUser } from '@shop/domain'
import { ResendVerificationButton } from '../auth/resend-verification-button'

const { unverifiedBanner: m } = accountMessages

/** The account whose reminder was closed in this tab: another one signing in is reminded. */
// Without the schema-checked session atoms, whose zod would join every page's first load: any
// value read back that is not this account's id simply shows the reminder.
const closedForAtom = atomWithStorage<unknown>(
  'verifyReminderClosedFor',
  null,
  createJSONStorage<unknown>(() => {
    try {
      return window.sessionStorage
    } catch {
      return { getItem: () => null, setItem: () => undefined, removeItem: () => undefined }
    }
  }),
  { getOnInit: true },
)

/**
 * Reminds a signed-in customer who has not opened the verification link; ordering stays open. It
 * is known only once the session is restored, after the page has been drawn: so it sits at the
 * end of the page, held to the bottom of the screen, where appearing pushes nothing already seen.
 * Closed, it stays away for the rest of the visit; on paper it never shows.
 */
export function VerifyEmailReminder({ user }: { user: AuthUser }) {
  const [closedFor, setClosedFor] = useAtom(closedForAtom)
  if (closedFor === user.userId) return null
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
      _print={{ display: 'none' }}
    >
      <Container maxW="6xl" px={{ base: '4', md: '6' }}>
        <Flex align="center" gap="3" wrap="wrap">
          <Icon color="orange.700" aria-hidden>
            <MailWarningIcon />
          </Icon>
          <Text flex="1" minW="12rem" color="orange.900" fontSize="sm">
            {m.text}
          </Text>
          <ResendVerificationButton size="sm" variant="outline" colorPalette="orange" />
          <CloseButton
            size="sm"
            aria-label={m.close}
            color="orange.900"
            onClick={() => setClosedFor(user.userId)}
          />
        </Flex>
      </Container>
    </Flex>
  )
}
