import { IconButton } from '@chakra-ui/react'
import { siteMessages } from '@shop/domain'
import { lazy, Suspense, useRef, useState } from 'react'
import { MenuIcon } from 'lucide-react'

// The drawer and its dialog machinery load on the first tap, not with every page
const MobileNavDrawer = lazy(() =>
  import('./mobile-nav-drawer').then((module) => ({ default: module.MobileNavDrawer })),
)
const DeleteAccountDialog = lazy(() =>
  import('./delete-account-dialog').then((module) => ({ default: module.DeleteAccountDialog })),
)

const { nav } = siteMessages

/** The menu button of narrow screens and the side menu it opens. */
export function MobileNav() {
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  const [deleteOpen, setDeleteOpen] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)

  return (
    <>
      <IconButton
        ref={trigger}
        variant="ghost"
        colorPalette="brand"
        aria-label={nav.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        hideFrom="md"
        onClick={() => {
          setUsed(true)
          setOpen(true)
        }}
      >
        <MenuIcon />
      </IconButton>
      <Suspense>
        {used && (
          <MobileNavDrawer
            open={open}
            setOpen={setOpen}
            onDeleteAccount={() => setDeleteOpen(true)}
            trigger={trigger}
          />
        )}
        {/* Mounted, closed, with the drawer: it opens as the drawer closes */}
        {used && <DeleteAccountDialog open={deleteOpen} onOpenChange={setDeleteOpen} />}
      </Suspense>
    </>
  )
}
