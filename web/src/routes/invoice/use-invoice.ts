import { he } from '@shop/domain'
import { useEffect, useState } from 'react'
import type { Invoice } from '@shop/domain'
import { errorMessage } from '../../lib/error-message'
import { ordersApi, type InvoiceDocumentKind } from '../../lib/orders-api'

export type InvoiceState =
  { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; invoice: Invoice }

export function useInvoice(orderId: string, kind: InvoiceDocumentKind) {
  const [state, setState] = useState<InvoiceState>({ kind: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    const controller = new AbortController()
    ordersApi.invoice(orderId, kind, { signal: controller.signal }).then(
      (invoice) => setState({ kind: 'ready', invoice }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        setState({ kind: 'failed', message: errorMessage(error, he.errors.unavailable) })
      },
    )
    return () => controller.abort()
  }, [orderId, kind, attempt])

  const retry = () => {
    setState({ kind: 'loading' })
    setAttempt((count) => count + 1)
  }
  return { state, retry }
}
