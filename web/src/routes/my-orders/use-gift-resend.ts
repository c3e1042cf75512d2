import { he } from '@shop/domain'
import { useState } from 'react'
import { toaster } from '../../components/ui/toaster'
import { errorMessage } from '../../lib/error-message'
import { ordersApi } from '../../lib/orders-api'

/** "Send again" of a gift's map e-mail; `onSent` reloads the list to show the e-mail's state. */
export function useGiftResend(onSent: () => void) {
  const [resending, setResending] = useState<string | null>(null)

  const resend = async (reportId: string) => {
    setResending(reportId)
    try {
      await ordersApi.resendGift(reportId)
      toaster.create({ type: 'success', title: he.gift.sentAgain })
      onSent()
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(error, he.gift.sendAgainFailed) })
    } finally {
      setResending(null)
    }
  }

  return { resend, resending }
}
