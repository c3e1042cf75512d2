import { Button, Center, Flex, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react'
import { authMessages, type AuthUser, siteMessages } from '@shop/domain'
import { useState, type ReactNode } from 'react'
import { LogOutIcon, ShieldCheckIcon } from 'lucide-react'
import { useNavigate } from 'react-router-dom'
import { signOut } from '../../auth/auth-session'
import { toaster } from '../../components/ui/toaster'

const { adminPage, adminNameFallback } = authMessages

/** The dashboard's title bar: who is signed in, and the way out. */
export function AdminHeader({ user, actions }: { user: AuthUser | null; actions?: ReactNode }) {
  const navigate = useNavigate()
  const [loggingOut, setLoggingOut] = useState(false)
  const name = user?.name?.trim() || adminNameFallback
  const login = user?.email || user?.loginIds[0]

  // The way out never depends on the server: a failed logout call is logged and the session is
  // forgotten here all the same.
  const logOut = async () => {
    setLoggingOut(true)
    try {
      await signOut()
    } catch (error) {
      console.error('Logout failed', error)
    }
    void navigate('/admin-login', { replace: true })
    // The same notice as the site header's logout
    toaster.create({ type: 'success', title: authMessages.logoutSuccess })
  }

  return (
    <Flex
      justify="space-between"
      align="center"
      wrap="wrap"
      gap="4"
      bg="white"
      borderWidth="1px"
      borderColor="brand.100"
      rounded="2xl"
      p={{ base: '5', md: '6' }}
      boxShadow="sm"
    >
      <HStack gap="4" minW="0">
        <Center boxSize="12" rounded="full" bg="brand.800" color="gold.300" flexShrink="0">
          <Icon size="lg">
            <ShieldCheckIcon />
          </Icon>
        </Center>
        <Stack gap="0.5" minW="0">
          <Heading as="h1" fontSize={{ base: 'xl', md: '2xl' }} color="brand.900">
            {siteMessages.pages.admin}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {adminPage.signedInAs}{' '}
            <Text as="strong" color="fg">
              {name}
            </Text>
            {login && (
              <>
                {' · '}
                <bdi>{login}</bdi>
              </>
            )}
          </Text>
        </Stack>
      </HStack>
      <HStack gap="2" wrap="wrap">
        {actions}
        <Button variant="outline" colorPalette="brand" loading={loggingOut} onClick={logOut}>
          <LogOutIcon aria-hidden />
          {adminPage.logout}
        </Button>
      </HStack>
    </Flex>
  )
}
