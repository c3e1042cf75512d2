import { chakra } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useHydrating } from '../../lib/use-hydrating'

/**
 * A prerendered form takes input once the app has hydrated it: before, what a visitor typed would
 * be reset to the form's defaults, and a submit would reload the page instead of sending.
 */
export function HydratedFieldset({ children }: { children: ReactNode }) {
  return (
    <chakra.fieldset display="contents" disabled={useHydrating()}>
      {children}
    </chakra.fieldset>
  )
}
