import { ChakraProvider, LocaleProvider } from '@chakra-ui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { LucideProvider } from 'lucide-react'
import type { ReactNode } from 'react'
import { Toaster } from '../components/ui/toaster'
import { queryClient } from '../lib/query-client'
import { shopSystem } from '../theme/system'
import { shopLocale } from './shop-locale'

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ChakraProvider value={shopSystem()}>
        <LocaleProvider locale={shopLocale.tag}>
          {/* Icons take the size of the text they sit in, unless a component sizes them */}
          <LucideProvider size="1em">
            {children}
            <Toaster />
          </LucideProvider>
        </LocaleProvider>
      </ChakraProvider>
    </QueryClientProvider>
  )
}
