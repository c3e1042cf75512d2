import type { CreateToasterReturn } from '@chakra-ui/react'
import { lazy, Suspense, useSyncExternalStore } from 'react'

type ToastStore = CreateToasterReturn
type ToastOptions = Parameters<ToastStore['create']>[0]

// The toast machinery (its store and its view) loads with the first toast rather than with every
// page. Calls made meanwhile wait for the store, in the order they were made.
let store: Promise<ToastStore> | undefined
const listeners = new Set<() => void>()

function withStore(use: (store: ToastStore) => void) {
  if (!store) {
    store = import('./toast-store').then((module) => module.toastStore)
    for (const listener of listeners) listener()
  }
  void store.then(use)
}

/** Call `toaster.create({ title, description, type })` from any page. */
export const toaster = {
  create: (options: ToastOptions) => withStore((loaded) => loaded.create(options)),
  // Before the first toast there is nothing to dismiss, and nothing to load for it
  dismiss: (id?: string) => void store?.then((loaded) => loaded.dismiss(id)),
}

const ToasterView = lazy(() =>
  import('./toaster-view').then((module) => ({ default: module.ToasterView })),
)

const subscribe = (onChange: () => void) => {
  listeners.add(onChange)
  return () => listeners.delete(onChange)
}
// Once the first toast has come, the view stays for the next ones
const wanted = () => store !== undefined

export function Toaster() {
  const show = useSyncExternalStore(subscribe, wanted, () => false)
  return <Suspense>{show && <ToasterView />}</Suspense>
}
