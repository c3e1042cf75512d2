import { useAtom } from 'jotai'
import { RESET } from 'jotai/utils'
import { useEffect, useState } from 'react'
import { appliedCouponAtom, type AppliedCoupon } from '../../lib/applied-coupon'

/**
 * The applied coupon of the order form and cart, kept in session storage. The order form clears
 * it whenever it loads, as the specification has it (section 4), and shows none meanwhile.
 */
export function useAppliedCoupon({ clearOnLoad }: { clearOnLoad: boolean }) {
  const [stored, setCoupon] = useAtom(appliedCouponAtom)
  const [appliedHere, setAppliedHere] = useState(false)

  useEffect(() => {
    if (clearOnLoad) setCoupon(RESET)
  }, [clearOnLoad, setCoupon])

  const apply = (next: AppliedCoupon) => {
    setCoupon(next)
    setAppliedHere(true)
    return true
  }
  const remove = () => {
    setCoupon(RESET)
    return true
  }
  return { coupon: clearOnLoad && !appliedHere ? null : stored, apply, remove }
}
