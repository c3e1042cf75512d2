import { Button, Portal } from '@chakra-ui/react'
import { accountLabel, type AuthUser, siteMessages } from '@shop/domain'
import { useState, type MouseEvent } from 'react'
import { ChevronDownIcon, LogOutIcon, Trash2Icon, UserRoundIcon } from 'lucide-react'
import { Link as RouterLink, useNavigate } from 'react-router-dom'
import { useAccountDeletable } from '../../auth/use-account-deletable'
import { Menu } from '../ui/styled/menu'
import { accountLinks } from './account-links'
import { DeleteAccountDialog } from './delete-account-dialog'
import { useAccountActions } from './use-account-actions'

const { account } = siteMessages

/** A click without a modifier key, which the menu's own choosing already acted on. */
function preventPlainClick(event: MouseEvent) {
  if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) {
    event.preventDefault()
  }
}

/** The signed-in customer's menu in the header (wide screens; the drawer has the same items). */
export function AccountMenu({ user }: { user: AuthUser | null }) {
  const { logOut } = useAccountActions()
  const navigate = useNavigate()
  const [deleteOpen, setDeleteOpen] = useState(false)
  const deletable = useAccountDeletable()
  const label = accountLabel(user)

  return (
    <>
      {/* For Enter on a link item the menu dispatches a click that neither bubbles nor can be
          cancelled: onSelect never sees it and the browser loads the page afresh. A real click
          goes the way a pointer's does; deferred, as the menu defers its own clicks. */}
      <Menu.Root
        positioning={{ placement: 'bottom-end' }}
        navigate={({ node }) => queueMicrotask(() => node.click())}
      >
        <Menu.Trigger asChild>
          <Button
            variant="outline"
            colorPalette="brand"
            hideBelow="md"
            maxW="14rem"
            aria-label={account.menuLabel(label)}
          >
            <UserRoundIcon aria-hidden />
            <bdi style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{label}</bdi>
            <Menu.Indicator asChild>
              <ChevronDownIcon aria-hidden />
            </Menu.Indicator>
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="14rem">
              {/* The menu closes as an item is chosen, at times before the link's own click
                  arrives: choosing navigates, and a plain click on the link does nothing more.
                  The link stays for what links are for (its address, a new tab). */}
              {accountLinks.map((link) => (
                <Menu.Item
                  key={link.to}
                  value={link.to}
                  asChild
                  onSelect={() => void navigate(link.to)}
                >
                  <RouterLink to={link.to} onClick={preventPlainClick}>
                    <link.icon />
                    {link.label}
                  </RouterLink>
                </Menu.Item>
              ))}
              <Menu.Separator />
              <Menu.Item value="logout" onSelect={logOut}>
                <LogOutIcon />
                {account.logout}
              </Menu.Item>
              {deletable && (
                <Menu.Item
                  value="delete-account"
                  color="fg.error"
                  _hover={{ bg: 'bg.error', color: 'fg.error' }}
                  onSelect={() => setDeleteOpen(true)}
                >
                  <Trash2Icon />
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
