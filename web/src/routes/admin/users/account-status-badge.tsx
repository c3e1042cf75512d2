import { StatusBadge } from '../../../components/ui/status-badge'

/** Whether a customer's account still exists, in the words of the place that shows it. */
export function AccountStatusBadge({
  deleted,
  labels,
}: {
  deleted: boolean
  labels: { active: string; deleted: string }
}) {
  return deleted ? (
    <StatusBadge palette="red">{labels.deleted}</StatusBadge>
  ) : (
    <StatusBadge palette="green">{labels.active}</StatusBadge>
  )
}
