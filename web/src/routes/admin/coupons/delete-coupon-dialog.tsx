import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react'
import { he, type AdminCoupon } from '@shop/domain'
import { useState } from 'react'
import { toaster } from '../../../components/ui/toaster'
import { adminApi } from '../api/admin-api'

const { admin } = he
const labels = admin.deleteCouponDialog

export interface DeleteCouponDialogProps {
  open: boolean
  /** Kept while the dialog closes, so its title does not empty mid-animation. */
  coupon: AdminCoupon | null
  onOpenChange(open: boolean): void
  onDeleted(): void
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
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="center"
      closeOnInteractOutside={!deleting}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title color="red.700">{labels.title(coupon?.code ?? '')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{labels.text}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={deleting}>
                  {admin.dashboard.cancel}
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={deleting} onClick={confirm}>
                {labels.confirm}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={admin.dashboard.close} disabled={deleting} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
