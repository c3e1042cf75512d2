import { type AdminCoupon, adminMessages as admin, type CouponInput } from '@shop/domain'
import { useEffect } from 'react'
import { FormDialog } from '../../../components/admin/form-dialog'
import { FormMessage } from '../../../components/form/form-message'
import { adminApi } from '../api/admin-api'
import { useAdminMutation } from '../api/use-admin-mutation'
import {
  couponFormSchema,
  couponToForm,
  formToCouponInput,
  newCouponForm,
  type CouponFormValues,
} from './coupon-form'
import { CouponFormFields } from './coupon-form-fields'
import { hebrewResolver } from '../../../components/form/hebrew-resolver'
import { useChangeForm } from '../../../components/admin/use-change-form'

const labels = admin.couponDialog

export interface CouponDialogProps {
  open: boolean
  /** The coupon being edited; none for a new one. */
  coupon: AdminCoupon | null
  onOpenChange: (open: boolean) => void
}

/** Creates a coupon or edits one, checked by the same schema as the server's. */
export function CouponDialog({ open, coupon, onOpenChange }: CouponDialogProps) {
  const saving = useAdminMutation({
    mutationFn: (payload: CouponInput) =>
      coupon ? adminApi.updateCoupon(coupon.id, payload) : adminApi.createCoupon(payload),
  })
  const { form, submit } = useChangeForm<CouponFormValues>({
    resolver: hebrewResolver(couponFormSchema, { raw: true }),
    defaultValues: newCouponForm,
    change: (values) => saving.mutateAsync(formToCouponInput(values)),
    success: coupon ? admin.couponUpdated : admin.couponCreated,
    failure: admin.couponSaveFailed,
    done: () => onOpenChange(false),
  })
  const { reset, formState } = form

  useEffect(() => {
    if (open) reset(coupon ? couponToForm(coupon) : newCouponForm)
  }, [open, coupon, reset])

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={coupon ? labels.editTitle(coupon.code) : labels.createTitle}
      onSubmit={submit}
      submitting={formState.isSubmitting}
      submitLabel={coupon ? labels.save : labels.create}
      size="lg"
      scrollBehavior="inside"
    >
      <FormMessage message={formState.errors.root?.message} />
      <CouponFormFields form={form} editing={Boolean(coupon)} />
    </FormDialog>
  )
}
