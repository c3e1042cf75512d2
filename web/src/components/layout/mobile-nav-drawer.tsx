import { CloseButton, Portal } from '@chakra-ui/react'
import { siteMessages } from '@shop/domain'
import type { RefObject } from 'react'
import { Drawer } from '../ui/styled/drawer'
import { MobileAccountSection } from './mobile-account-section'
import { NavLinkList } from './nav-link-list'

const { nav } = siteMessages

export interface MobileNavDrawerProps {
  open: boolean
  setOpen: (open: boolean) => void
  onDeleteAccount: () => void
  /** The menu button, focused again when the drawer closes. */
  trigger: RefObject<HTMLButtonElement | null>
}

/** The side menu of narrow screens, with the same links as the header and the account menu. */
export function MobileNavDrawer({ open, setOpen, onDeleteAccount, trigger }: MobileNavDrawerProps) {
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      size="xs"
      finalFocusEl={() => trigger.current}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title color="brand.900">{nav.menuTitle}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <nav aria-label={nav.label}>
                <NavLinkList layout="column" onNavigate={() => setOpen(false)} />
              </nav>
              <MobileAccountSection
                onDone={() => setOpen(false)}
                onDeleteAccount={() => {
                  setOpen(false)
                  onDeleteAccount()
                }}
              />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={nav.closeMenu} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
