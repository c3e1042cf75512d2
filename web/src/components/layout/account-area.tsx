import { Button } from '@chakra-ui/react'
import { siteMessages } from '@shop/domain'
import { lazy, Suspense } from 'react'
import { UserRoundIcon } from 'lucide-react'
import { Link as RouterLink } from 'react-router-dom'
import { useAuth } from '../../auth/auth-state'
import { tokenStorage } from '../../auth/token-storage'
import { useHydrating } from '../../lib/use-hydrating'
import { Skeleton } from '../ui/styled/skeleton'

// Only signed-in customers see the menu, so its popover machinery is not part of every first load
const AccountMenu = lazy(() =>
  import('./account-menu').then((module) => ({ default: module.AccountMenu })),
)

/** The header's account slot: the login button for visitors, the account menu once signed in. */
export function AccountArea() {
  const { status, user } = useAuth()
  const hydrating = useHydrating()
  const placeholder = <Skeleton h="10" w="28" rounded="md" hideBelow="md" />
  if (status === 'authenticated') {
    return (
      <Suspense fallback={placeholder}>
        <AccountMenu user={user} />
      </Suspense>
    )
  }
  // The session is unknown until restored, seconds into a phone's first load. Most visitors have
  // none stored, so the page built ahead of time paints the login button, and the app keeps it while
  // it takes that page over; only a browser with a stored session waits for it with a placeholder.
  if (status === 'loading' && !hydrating && tokenStorage.refreshToken()) return placeholder
  return (
    <Button asChild colorPalette="brand" size={{ base: 'sm', md: 'md' }}>
      <RouterLink to="/login" aria-label={siteMessages.account.loginLabel}>
        <UserRoundIcon aria-hidden />
        {siteMessages.account.login}
      </RouterLink>
    </Button>
  )
}
