import { contactMessages } from '@shop/domain'
import { Alert } from '../../components/ui/styled/alert'

/** The confirmation after sending: the message arrived and the shop will be in touch. */
export function ContactSent() {
  return (
    <Alert.Root status="success" rounded="lg" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{contactMessages.sentTitle}</Alert.Title>
        <Alert.Description>{contactMessages.sentText}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}
