import { Button } from '@chakra-ui/react'
import { adminMessages } from '@shop/domain'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { errorMessage } from '../../lib/error-message'
import { Loader } from '../layout/page-loader'
import { Alert } from '../ui/styled/alert'

const { dashboard } = adminMessages

export interface QueryStateProps {
  query: UseQueryResult<unknown>
  /** Shown when it fails; else the server's message, or the dashboard's own. */
  errorText?: string
  children: ReactNode
}

/**
 * The loading and failure states of one list. Once data has arrived it stays on screen: a failed
 * refresh shows the error above it instead of replacing it.
 */
export function QueryState({ query, errorText, children }: QueryStateProps) {
  const hasData = query.data !== undefined
  if (query.isPending) return <Loader py="12" />
  const error = query.isError && (errorText ?? errorMessage(query.error, dashboard.loadFailed))
  return (
    <>
      {error && (
        <Alert.Root status="error" rounded="lg" mb="4" alignItems="center">
          <Alert.Indicator />
          <Alert.Title flex="1">{error}</Alert.Title>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            onClick={() => void query.refetch()}
          >
            {dashboard.retry}
          </Button>
        </Alert.Root>
      )}
      {hasData && children}
    </>
  )
}
