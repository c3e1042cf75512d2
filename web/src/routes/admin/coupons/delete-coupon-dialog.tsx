import { he, type AdminCoupon } from '@shop/domain'
import { useState } from 'react'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { toaster } from '../../../components/ui/toaster'
import { adminApi } from '../api/admin-api'

const { admin } = he
const labels = admin.deleteCouponDialog

export interface DeleteCouponDialogProps {
  open: boolean
  /** Kept while the dialog closes, so its title does not empty mid-animation. */
  coupon: AdminCoupon | null
  onOpenChange: (open: boolean) => void
  onDeleted: () => void
}

/** Asks before deleting a coupon; the spec wants a fixed message for any failure. */
export function DeleteCouponDialog({
  open,
  coupon,
  onOpenChange,
  onDeleted,
}: DeleteCouponDialogProps) {
  const [deleting, setDeleting] = useState(false)

  const confirm = async () => {
    if (!coupon) return
    setDeleting(true)
    try {
      await adminApi.deleteCoupon(coupon.id)
      toaster.create({ type: 'success', title: admin.couponDeleted })
      onOpenChange(false)
      onDeleted()
    } catch (error) {
      console.error('Coupon deletion failed', error)
      toaster.create({ type: 'error', title: admin.couponDeleteFailed })
    } finally {
      setDeleting(false)
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={labels.title(coupon?.code ?? '')}
      text={labels.text}
      confirmLabel={labels.confirm}
      cancelLabel={admin.dashboard.cancel}
      closeLabel={admin.dashboard.close}
      busy={deleting}
      destructive
      onConfirm={confirm}
    />
  )
}
