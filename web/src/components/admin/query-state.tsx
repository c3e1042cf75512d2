import { Alert, Button } from '@chakra-ui/react'
import { he } from '@shop/domain'
import type { ReactNode } from 'react'
import { Loader } from '../layout/page-loader'

const { dashboard } = he.admin

export interface QueryStateProps {
  loading: boolean
  error: string | undefined
  /** Whether anything has arrived yet; until then the spinner or the error stands in. */
  hasData: boolean
  onRetry: () => void
  children: ReactNode
}

/**
 * The loading and failure states of one list. Once data has arrived it stays on screen: a failed
 * refresh shows the error above it instead of replacing it.
 */
export function QueryState({ loading, error, hasData, onRetry, children }: QueryStateProps) {
  if (!hasData && loading) return <Loader py="12" />
  return (
    <>
      {error && (
        <Alert.Root status="error" rounded="lg" mb="4" alignItems="center">
          <Alert.Indicator />
          <Alert.Title flex="1">{error}</Alert.Title>
          <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry}>
            {dashboard.retry}
          </Button>
        </Alert.Root>
      )}
      {hasData && children}
    </>
  )
}
