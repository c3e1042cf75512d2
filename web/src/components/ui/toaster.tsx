import { createToaster } from '@chakra-ui/react'
import { lazy, Suspense, useSyncExternalStore } from 'react'

/** Call `toaster.create({ title, description, type })` from any page. */
export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true })

// The toast machinery loads with the first toast rather than with every page
const ToasterView = lazy(() =>
  import('./toaster-view').then((module) => ({ default: module.ToasterView })),
)

// Once the first toast has come, the view stays for the next ones
let toastSeen = false
const subscribe = (onChange: () => void) =>
  toaster.subscribe(() => {
    toastSeen = true
    onChange()
  })
const wanted = () => toastSeen || toaster.getVisibleToasts().length > 0

export function Toaster() {
  const show = useSyncExternalStore(subscribe, wanted, () => false)
  return <Suspense>{show && <ToasterView />}</Suspense>
}
