import { Button, Menu, Portal } from '@chakra-ui/react'
import { accountLabel, type AuthUser, siteMessages } from '@shop/domain'
import { useState } from 'react'
import { LuChevronDown, LuLogOut, LuTrash2, LuUserRound } from 'react-icons/lu'
import { Link as RouterLink } from 'react-router-dom'
import { useAccountDeletable } from '../../auth/use-account-deletable'
import { accountLinks } from './account-links'
import { DeleteAccountDialog } from './delete-account-dialog'
import { useAccountActions } from './use-account-actions'

const { account } = siteMessages

/** The signed-in customer's menu in the header (wide screens; the drawer has the same items). */
export function AccountMenu({ user }: { user: AuthUser | null }) {
  const { logOut } = useAccountActions()
  const [deleteOpen, setDeleteOpen] = useState(false)
  const deletable = useAccountDeletable()
  const label = accountLabel(user)

  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <Button
            variant="outline"
            colorPalette="brand"
            hideBelow="md"
            maxW="14rem"
            aria-label={account.menuLabel(label)}
          >
            <LuUserRound aria-hidden />
            <bdi style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{label}</bdi>
            <Menu.Indicator asChild>
              <LuChevronDown aria-hidden />
            </Menu.Indicator>
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="14rem">
              {accountLinks.map((link) => (
                <Menu.Item key={link.to} value={link.to} asChild>
                  <RouterLink to={link.to}>
                    <link.icon />
                    {link.label}
                  </RouterLink>
                </Menu.Item>
              ))}
              <Menu.Separator />
              <Menu.Item value="logout" onSelect={logOut}>
                <LuLogOut />
                {account.logout}
              </Menu.Item>
              {deletable && (
                <Menu.Item
                  value="delete-account"
                  color="fg.error"
                  _hover={{ bg: 'bg.error', color: 'fg.error' }}
                  onSelect={() => setDeleteOpen(true)}
                >
                  <LuTrash2 />
                  {account.deleteAccount}
                </Menu.Item>
              )}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <DeleteAccountDialog open={deleteOpen} onOpenChange={setDeleteOpen} />
    </>
  )
}
