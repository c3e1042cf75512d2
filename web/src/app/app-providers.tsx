import { ChakraProvider, LocaleProvider, type SystemContext } from '@chakra-ui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Toaster } from '../components/ui/toaster'
import { queryClient } from '../lib/query-client'
import { shopSystem } from '../theme/system'
import { shopLocale } from './shop-locale'

/**
 * A page rendered at build has Chakra's page-wide styles (reset, global rules, tokens) in its HTML
 * already: hydrating it, the provider is given none to insert, and they are never built (see
 * web/build/lazy-chakra-global.ts). The style tag the HTML brought stays for every page after.
 */
let withoutGlobalStyles: SystemContext | undefined
function systemFor(stylesInPage: boolean): SystemContext {
  if (!stylesInPage) return shopSystem()
  return (withoutGlobalStyles ??= Object.create(shopSystem(), {
    _global: { value: [] },
  }) as SystemContext)
}

export function AppProviders({
  children,
  globalStylesInPage = false,
}: {
  children: ReactNode
  globalStylesInPage?: boolean
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ChakraProvider value={systemFor(globalStylesInPage)}>
        <LocaleProvider locale={shopLocale.tag}>
          {children}
          <Toaster />
        </LocaleProvider>
      </ChakraProvider>
    </QueryClientProvider>
  )
}
