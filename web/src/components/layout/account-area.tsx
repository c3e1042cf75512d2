import { Button } from '@chakra-ui/react'
import { he } from '@shop/domain'
import { LuUserRound } from 'react-icons/lu'
import { Link as RouterLink } from 'react-router-dom'

/**
 * The header's account slot. Until sign-in exists everyone is a visitor and sees the login button;
 * signed-in customers will get their account menu here.
 */
export function AccountArea() {
  return (
    <Button asChild colorPalette="brand" size={{ base: 'sm', md: 'md' }}>
      <RouterLink to="/login" aria-label={he.site.account.loginLabel}>
        <LuUserRound aria-hidden />
        {he.site.account.login}
      </RouterLink>
    </Button>
  )
}
