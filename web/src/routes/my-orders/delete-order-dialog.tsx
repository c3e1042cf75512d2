import { he, type BuyerOrder } from '@shop/domain'
import { useState } from 'react'
import { ConfirmDialog } from '../../components/ui/confirm-dialog'
import { toaster } from '../../components/ui/toaster'
import { forgetCheckoutVisitOf } from '../../lib/checkout-visit'
import { errorMessage } from '../../lib/error-message'
import { ordersApi } from '../../lib/orders-api'

const dialog = he.order.deleteDialog

export interface DeleteOrderDialogProps {
  /** The order to delete; the dialog is open while there is one. */
  order: BuyerOrder | null
  onClose: () => void
  onDeleted: (orderId: string) => void
}

/** Asks before deleting an unpaid order; stays open (with an error toast) if it fails. */
export function DeleteOrderDialog({ order, onClose, onDeleted }: DeleteOrderDialogProps) {
  const [deleting, setDeleting] = useState(false)
  // The text stays while the dialog animates closed, after the order is gone
  const [shown, setShown] = useState(order)
  if (order && order !== shown) setShown(order)

  const confirm = async () => {
    if (!order) return
    setDeleting(true)
    try {
      await ordersApi.deleteOrder(order.id)
      forgetCheckoutVisitOf(order.id)
      toaster.create({ type: 'success', title: he.order.deleted })
      onDeleted(order.id)
      onClose()
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(error, he.order.deleteFailed) })
    } finally {
      setDeleting(false)
    }
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
      busy={deleting}
      destructive
      onConfirm={confirm}
    />
  )
}
