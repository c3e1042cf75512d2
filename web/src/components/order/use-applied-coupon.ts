import { useEffect, useState } from 'react'
import {
  clearAppliedCoupon,
  readAppliedCoupon,
  saveAppliedCoupon,
  type AppliedCoupon,
} from '../../lib/applied-coupon'

/**
 * The applied coupon of the order form and cart, kept in session storage. The order form clears
 * it whenever it loads, as the specification has it (section 4).
 */
export function useAppliedCoupon({ clearOnLoad }: { clearOnLoad: boolean }) {
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(() =>
    clearOnLoad ? null : readAppliedCoupon(),
  )

  useEffect(() => {
    if (clearOnLoad) clearAppliedCoupon()
  }, [clearOnLoad])

  const apply = (next: AppliedCoupon) => {
    saveAppliedCoupon(next)
    setCoupon(next)
    return true
  }
  const remove = () => {
    clearAppliedCoupon()
    setCoupon(null)
    return true
  }
  return { coupon, apply, remove }
}
