import { CloseButton, Drawer, Link, Portal, Stack } from '@chakra-ui/react'
import { he } from '@shop/domain'
import type { RefObject } from 'react'
import { Link as RouterLink, useLocation } from 'react-router-dom'
import { MobileAccountSection } from './mobile-account-section'
import { isCurrentLink, navLinks } from './nav-links'

const { nav } = he.site

export interface MobileNavDrawerProps {
  open: boolean
  setOpen: (open: boolean) => void
  onDeleteAccount: () => void
  /** The menu button, focused again when the drawer closes. */
  trigger: RefObject<HTMLButtonElement | null>
}

/** The side menu of narrow screens, with the same links as the header and the account menu. */
export function MobileNavDrawer({ open, setOpen, onDeleteAccount, trigger }: MobileNavDrawerProps) {
  const location = useLocation()

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
                <Stack as="ul" gap="1" listStyleType="none">
                  {navLinks.map((link) => {
                    const current = isCurrentLink(link.to, location)
                    return (
                      <li key={link.to}>
                        <Link
                          asChild
                          display="block"
                          px="3"
                          py="3"
                          rounded="md"
                          fontSize="lg"
                          fontWeight="medium"
                          color={current ? 'brand.700' : 'fg'}
                          bg={current ? 'brand.50' : undefined}
                          _hover={{ bg: 'brand.50', textDecoration: 'none' }}
                          aria-current={current ? 'page' : undefined}
                        >
                          <RouterLink to={link.to} onClick={() => setOpen(false)}>
                            {link.label}
                          </RouterLink>
                        </Link>
                      </li>
                    )
                  })}
                </Stack>
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
