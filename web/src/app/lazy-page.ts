import { lazy, type ComponentType } from 'react'

export type LazyPage = ComponentType & { preload: () => Promise<void> }

/**
 * A page whose code loads on first use, like React.lazy, that can also be loaded ahead: once
 * loaded it renders without suspending. A prerendered page hydrates in one pass that way, with
 * nothing from the network (prices, the session) arriving in between to differ from the HTML.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined
  const preload = async () => {
    loaded ??= await load()
  }
  const Page = lazy(() =>
    loaded
      ? // Resolved at once, so React takes the page without suspending
        ({
          then: (resolve: (module: { default: ComponentType }) => void) =>
            resolve({ default: loaded! }),
        } as Promise<{ default: ComponentType }>)
      : preload().then(() => ({ default: loaded! })),
  )
  return Object.assign(Page, { preload })
}
