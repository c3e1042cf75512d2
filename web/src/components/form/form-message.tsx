import { Box } from '@chakra-ui/react'
import { Alert } from '../ui/styled/alert'

export interface FormMessageProps {
  message?: string | null
  status?: 'error' | 'success'
}

/**
 * A form's own message (the server's answer, not one field's). The live region stays mounted so
 * screen readers announce the message when it appears.
 */
export function FormMessage({ message, status = 'error' }: FormMessageProps) {
  return (
    <Box aria-live={status === 'error' ? 'assertive' : 'polite'} aria-atomic>
      {message && (
        <Alert.Root status={status} rounded="lg">
          <Alert.Indicator />
          <Alert.Title fontWeight="medium">{message}</Alert.Title>
        </Alert.Root>
      )}
    </Box>
  )
}
