import { giftMessages } from '@shop/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toaster } from '../../components/ui/toaster'
import { errorMessage } from '../../lib/error-message'
import { ordersApi } from '../../lib/orders-api'
import { queryKeys } from '../../lib/query-keys'

/** "Send again" of a gift's map e-mail; the list is fetched again to show the e-mail's state. */
export function useGiftResend() {
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationFn: ordersApi.resendGift,
    onSuccess: () => {
      toaster.create({ type: 'success', title: giftMessages.sentAgain })
      void queryClient.invalidateQueries({ queryKey: queryKeys.buyer.orders })
    },
    onError: (error) => {
      toaster.create({ type: 'error', title: errorMessage(error, giftMessages.sendAgainFailed) })
    },
  })

  return {
    resend: (reportId: string) => mutation.mutate(reportId),
    resending: mutation.isPending ? (mutation.variables ?? null) : null,
  }
}
