import { type AdminCoupon, adminMessages as admin } from '@shop/domain'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { toaster } from '../../../components/ui/toaster'
import { adminApi } from '../api/admin-api'
import { useAdminMutation } from '../api/use-admin-mutation'

const labels = admin.deleteCouponDialog

export interface DeleteCouponDialogProps {
  open: boolean
  /** Kept while the dialog closes, so its title does not empty mid-animation. */
  coupon: AdminCoupon | null
  onOpenChange: (open: boolean) => void
}

/** Asks before deleting a coupon; the spec wants a fixed message for any failure. */
export function DeleteCouponDialog({ open, coupon, onOpenChange }: DeleteCouponDialogProps) {
  const deletion = useAdminMutation({
    mutationFn: adminApi.deleteCoupon,
    onSuccess: () => {
      toaster.create({ type: 'success', title: admin.couponDeleted })
      onOpenChange(false)
    },
    onError: (error) => {
      console.error('Coupon deletion failed', error)
      toaster.create({ type: 'error', title: admin.couponDeleteFailed })
    },
  })

  const confirm = () => {
    if (coupon) deletion.mutate(coupon.id)
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
      busy={deletion.isPending}
      destructive
      onConfirm={confirm}
    />
  )
}
