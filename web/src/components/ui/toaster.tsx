import { createToaster } from '@chakra-ui/react'
import { lazy, Suspense, useEffect, useState } from 'react'

/** Call `toaster.create({ title, description, type })` from any page. */
export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true })

// The toast machinery loads with the first toast rather than with every page
const ToasterView = lazy(() =>
  import('./toaster-view').then((module) => ({ default: module.ToasterView })),
)

export function Toaster() {
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    if (wanted) return
    if (toaster.getVisibleToasts().length > 0) setWanted(true)
    return toaster.subscribe(() => setWanted(true))
  }, [wanted])
  return <Suspense>{wanted && <ToasterView />}</Suspense>
}
