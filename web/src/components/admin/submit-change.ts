import { errorMessage } from '../../lib/error-message'
import { toaster } from '../ui/toaster'

/**
 * What a manager's dialog does on submit: make the change, say so in a toast, and close; on
 * failure, say why both in a toast and at the top of the form, which stays open as typed.
 */
export async function submitChange({
  change,
  success,
  failure,
  showError,
  done,
}: {
  change: () => Promise<unknown>
  success: string
  /** The message when the server gives none of its own. */
  failure: string
  showError: (message: string) => void
  done: () => void
}): Promise<void> {
  try {
    await change()
    toaster.create({ type: 'success', title: success })
    done()
  } catch (error) {
    const message = errorMessage(error, failure)
    showError(message)
    toaster.create({ type: 'error', title: message })
  }
}
