import { useBreakpointValue } from '@chakra-ui/react'

/**
 * True below the md breakpoint, where a table gives way to cards. Read from the media query on the
 * first render (this app is not server-rendered), so only one of the two is ever mounted: a list
 * rendered twice would fetch an open order's details twice and repeat every text for tests and
 * screen readers' find-in-page.
 */
export function useNarrowScreen(): boolean {
  return useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false
}
