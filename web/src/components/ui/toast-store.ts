import { createToaster } from '@chakra-ui/react'

/** The toasts on screen; reached through `toaster`, which loads it with the first toast. */
export const toastStore = createToaster({ placement: 'top', pauseOnPageIdle: true })
