import { Alert, Button, Center, Spinner, Text, VStack } from '@chakra-ui/react'
import { he } from '@shop/domain'
import type { ReactNode } from 'react'

const { dashboard } = he.admin

export interface QueryStateProps {
  loading: boolean
  error: string | undefined
  /** Whether anything has arrived yet; until then the spinner or the error stands in. */
  hasData: boolean
  onRetry(): void
  children: ReactNode
}

/**
 * The loading and failure states of one list. Once data has arrived it stays on screen: a failed
 * refresh shows the error above it instead of replacing it.
 */
export function QueryState({ loading, error, hasData, onRetry, children }: QueryStateProps) {
  if (!hasData && loading) {
    return (
      <Center py="12" role="status">
        <VStack gap="3">
          <Spinner size="lg" color="brand.solid" borderWidth="3px" />
          <Text color="fg.muted">{he.site.loading}</Text>
        </VStack>
      </Center>
    )
  }
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
