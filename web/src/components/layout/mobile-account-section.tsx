import { Button, Link, Separator, Stack, Text } from '@chakra-ui/react'
import { accountLabel, siteMessages } from '@shop/domain'
import { LogOutIcon, Trash2Icon } from 'lucide-react'
import { Link as RouterLink } from 'react-router-dom'
import { useAuth } from '../../auth/auth-state'
import { useAccountDeletable } from '../../auth/use-account-deletable'
import { accountLinks } from './account-links'
import { useAccountActions } from './use-account-actions'

const { account } = siteMessages

// Links and buttons alike look like the drawer's navigation links
const itemStyle = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-start',
  gap: '3',
  h: 'auto',
  px: '3',
  py: '3',
  rounded: 'md',
  fontSize: 'lg',
  fontWeight: 'medium',
  color: 'fg',
} as const

export interface MobileAccountSectionProps {
  /** Closes the drawer. */
  onDone: () => void
  onDeleteAccount: () => void
}

/** The account menu's items inside the mobile drawer; nothing for visitors. */
export function MobileAccountSection({ onDone, onDeleteAccount }: MobileAccountSectionProps) {
  const { status, user } = useAuth()
  const { logOut } = useAccountActions()
  const deletable = useAccountDeletable()
  if (status !== 'authenticated') return null

  return (
    <Stack as="section" aria-label={account.sectionLabel} gap="1">
      <Separator my="3" />
      <Text px="3" pb="1" fontSize="sm" color="fg.muted" truncate>
        <bdi>{accountLabel(user)}</bdi>
      </Text>
      <Stack as="ul" gap="1" listStyleType="none">
        {accountLinks.map((link) => (
          <li key={link.to}>
            <Link asChild {...itemStyle} _hover={{ bg: 'brand.50', textDecoration: 'none' }}>
              <RouterLink to={link.to} onClick={onDone}>
                <link.icon aria-hidden />
                {link.label}
              </RouterLink>
            </Link>
          </li>
        ))}
        <li>
          <Button
            variant="ghost"
            {...itemStyle}
            w="full"
            onClick={() => {
              onDone()
              void logOut()
            }}
          >
            <LogOutIcon aria-hidden />
            {account.logout}
          </Button>
        </li>
        {deletable && (
          <li>
            <Button
              variant="ghost"
              {...itemStyle}
              w="full"
              color="fg.error"
              onClick={onDeleteAccount}
            >
              <Trash2Icon aria-hidden />
              {account.deleteAccount}
            </Button>
          </li>
        )}
      </Stack>
    </Stack>
  )
}
