import { Button } from '@chakra-ui/react'
import { Alert } from '../ui/styled/alert'

export interface LoadFailedProps {
  title: string
  message: string
  retryLabel: string
  onRetry: () => void
}

/** A list that could not be loaded: what went wrong, and another try. */
export function LoadFailed({ title, message, retryLabel, onRetry }: LoadFailedProps) {
  return (
    <Alert.Root status="error" rounded="xl" alignItems="center" flexWrap="wrap">
      <Alert.Indicator />
      <Alert.Content flex="1" minW="40">
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert.Root>
  )
}
