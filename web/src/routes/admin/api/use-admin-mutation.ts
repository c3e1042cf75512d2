import {
  useMutation,
  useQueryClient,
  type MutationFunction,
  type UseMutationOptions,
} from '@tanstack/react-query'
import { toaster } from '../../../components/ui/toaster'
import { errorMessage } from '../../../lib/error-message'
import { queryKeys } from '../../../lib/query-keys'

export interface AdminMutationOptions<TData, TVariables> extends Omit<
  UseMutationOptions<TData, Error, TVariables>,
  'mutationKey' | 'mutationFn'
> {
  mutationFn: MutationFunction<TData, TVariables>
  /** The order this changes; its e-mail log then follows the worker's e-mails for a while. */
  orderId?: string
  /** Toasts of a one-click change (a form says its failures itself). */
  notices?: { success: string; failure: string }
}

/**
 * A manager's change. Once it succeeds, everything the dashboard shows (counts, lists, open e-mail
 * logs) and the shop's public prices are fetched again, so no panel keeps a stale copy.
 */
export function useAdminMutation<TData = unknown, TVariables = void>({
  orderId,
  notices,
  onSuccess,
  onError,
  ...options
}: AdminMutationOptions<TData, TVariables>) {
  const queryClient = useQueryClient()
  return useMutation({
    ...options,
    mutationKey: orderId ? queryKeys.admin.order(orderId) : undefined,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.all })
      void queryClient.invalidateQueries({ queryKey: queryKeys.publicSettings })
      if (notices) toaster.create({ type: 'success', title: notices.success })
      return onSuccess?.(...args)
    },
    onError: (...args) => {
      if (notices) {
        toaster.create({ type: 'error', title: errorMessage(args[0], notices.failure) })
      }
      return onError?.(...args)
    },
  })
}
