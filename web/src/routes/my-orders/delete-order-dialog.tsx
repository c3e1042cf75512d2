import { type BuyerOrder, orderMessages } from '@shop/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { BuyerOrdersCopy } from './use-buyer-orders'
import { ConfirmDialog } from '../../components/ui/confirm-dialog'
import { toaster } from '../../components/ui/toaster'
import { forgetCheckoutVisitOf } from '../../lib/checkout-visit'
import { errorMessage } from '../../lib/error-message'
import { ordersApi } from '../../lib/orders-api'
import { queryKeys } from '../../lib/query-keys'

const dialog = orderMessages.deleteDialog

export interface DeleteOrderDialogProps {
  /** The order to delete; the dialog is open while there is one. */
  order: BuyerOrder | null
  onClose: () => void
}

/** Asks before deleting an unpaid order; stays open (with an error toast) if it fails. */
export function DeleteOrderDialog({ order, onClose }: DeleteOrderDialogProps) {
  const queryClient = useQueryClient()
  // The text stays while the dialog animates closed, after the order is gone
  const [shown, setShown] = useState(order)
  if (order && order !== shown) setShown(order)

  const deletion = useMutation({
    mutationFn: ordersApi.deleteOrder,
    onSuccess: (_answer, orderId) => {
      forgetCheckoutVisitOf(orderId)
      toaster.create({ type: 'success', title: orderMessages.deleted })
      // Gone from the list at once; the fetch after it confirms
      queryClient.setQueryData<BuyerOrdersCopy>(
        queryKeys.buyer.orders,
        (copy) => copy && { ...copy, orders: copy.orders.filter((held) => held.id !== orderId) },
      )
      void queryClient.invalidateQueries({ queryKey: queryKeys.buyer.all })
      onClose()
    },
    onError: (error) => {
      toaster.create({ type: 'error', title: errorMessage(error, orderMessages.deleteFailed) })
    },
  })

  const confirm = () => {
    if (order) deletion.mutate(order.id)
  }

  return (
    <ConfirmDialog
      open={order !== null}
      onOpenChange={(open) => !open && onClose()}
      title={dialog.title}
      text={shown && dialog.text(shown.order_number)}
      confirmLabel={dialog.confirm}
      cancelLabel={dialog.cancel}
      closeLabel={dialog.close}
      busy={deletion.isPending}
      destructive
      onConfirm={confirm}
    />
  )
}
