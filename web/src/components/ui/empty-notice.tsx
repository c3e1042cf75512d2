import { VStack } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { EmptyState } from './styled/empty-state'

const frame = { borderWidth: '1px', borderColor: 'brand.100', rounded: '2xl', bg: 'white' }

export interface EmptyNoticeProps {
  icon: ReactNode
  title: string
  text: string
  /** On a white card with a border, for a page section rather than a whole page. */
  framed?: boolean
  /** A way forward, e.g. a link to start an order. */
  children?: ReactNode
}

/** What stands in for a list or a cart with nothing in it yet. */
export function EmptyNotice({ icon, title, text, framed = false, children }: EmptyNoticeProps) {
  return (
    <EmptyState.Root {...(framed ? frame : undefined)}>
      <EmptyState.Content>
        <EmptyState.Indicator>{icon}</EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{title}</EmptyState.Title>
          <EmptyState.Description>{text}</EmptyState.Description>
        </VStack>
        {children}
      </EmptyState.Content>
    </EmptyState.Root>
  )
}
