import { CloseButton, Drawer, IconButton, Link, Portal, Stack } from '@chakra-ui/react'
import { he } from '@shop/domain'
import { useState } from 'react'
import { LuMenu } from 'react-icons/lu'
import { Link as RouterLink, useLocation } from 'react-router-dom'
import { DeleteAccountDialog } from './delete-account-dialog'
import { MobileAccountSection } from './mobile-account-section'
import { isCurrentLink, navLinks } from './nav-links'

const { nav } = he.site

/** The side menu of narrow screens, with the same links as the header and the account menu. */
export function MobileNav() {
  const [open, setOpen] = useState(false)
  const [deleteOpen, setDeleteOpen] = useState(false)
  const location = useLocation()

  return (
    <>
      <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} size="xs">
        <Drawer.Trigger asChild>
          <IconButton variant="ghost" colorPalette="brand" aria-label={nav.openMenu} hideFrom="md">
            <LuMenu />
          </IconButton>
        </Drawer.Trigger>
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
                    setDeleteOpen(true)
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
      <DeleteAccountDialog open={deleteOpen} onOpenChange={setDeleteOpen} />
    </>
  )
}
