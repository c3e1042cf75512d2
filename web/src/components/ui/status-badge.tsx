import { Badge } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** Every status in the shop wears the same badge; only its colour and words differ. */
export function StatusBadge({
  palette,
  emphasis = false,
  children,
}: {
  palette: string
  /** A solid badge, for a state that overrides the status (a deleted order). */
  emphasis?: boolean
  children: ReactNode
}) {
  return (
    <Badge
      colorPalette={palette}
      variant={emphasis ? 'solid' : 'subtle'}
      size="md"
      rounded="full"
      px="2.5"
    >
      {children}
    </Badge>
  )
}
