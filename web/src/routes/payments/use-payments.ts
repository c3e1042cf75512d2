import { he } from '@shop/domain'
import { useEffect, useState } from 'react'
import type { PaymentRecord } from '@shop/domain'
import { errorMessage } from '../../lib/error-message'
import { ordersApi } from '../../lib/orders-api'

export type PaymentsState =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; payments: PaymentRecord[] }

export function usePayments() {
  const [state, setState] = useState<PaymentsState>({ kind: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    const controller = new AbortController()
    ordersApi.payments({ signal: controller.signal }).then(
      (payments) => setState({ kind: 'ready', payments }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        setState({ kind: 'failed', message: errorMessage(error, he.errors.unavailable) })
      },
    )
    return () => controller.abort()
  }, [attempt])

  const retry = () => {
    setState({ kind: 'loading' })
    setAttempt((count) => count + 1)
  }
  return { state, retry }
}
