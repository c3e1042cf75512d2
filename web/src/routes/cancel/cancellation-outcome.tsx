import { cancellationMessages, type CancellationAnswer } from '@shop/domain'
import { Alert } from '../../components/ui/styled/alert'

const { page: m } = cancellationMessages

/** What became of a request: cancelled at once, or recorded for the shop to decide. */
export function CancellationOutcome({ answer }: { answer: CancellationAnswer }) {
  return (
    <Alert.Root status="success" rounded="lg" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>
          {answer.status === 'accepted'
            ? m.accepted(answer.referenceNumber)
            : m.received(answer.referenceNumber)}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}
