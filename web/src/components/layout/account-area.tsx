import { Button, Skeleton } from '@chakra-ui/react'
import { he } from '@shop/domain'
import { LuUserRound } from 'react-icons/lu'
import { Link as RouterLink } from 'react-router-dom'
import { useAuth } from '../../auth/auth-state'
import { AccountMenu } from './account-menu'

/** The header's account slot: the login button for visitors, the account menu once signed in. */
export function AccountArea() {
  const { status, user } = useAuth()
  // While a stored session is being restored, neither a login button nor a menu is certain yet
  if (status === 'loading') return <Skeleton h="10" w="28" rounded="md" hideBelow="md" />
  if (status === 'authenticated') return <AccountMenu user={user} />
  return (
    <Button asChild colorPalette="brand" size={{ base: 'sm', md: 'md' }}>
      <RouterLink to="/login" aria-label={he.site.account.loginLabel}>
        <LuUserRound aria-hidden />
        {he.site.account.login}
      </RouterLink>
    </Button>
  )
}
