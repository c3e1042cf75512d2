import { ChakraProvider, LocaleProvider } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { Toaster } from '../components/ui/toaster'
import { system } from '../theme/system'

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <LocaleProvider locale="he-IL">
        {children}
        <Toaster />
      </LocaleProvider>
    </ChakraProvider>
  )
}
