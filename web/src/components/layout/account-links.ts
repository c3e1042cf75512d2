import { siteMessages } from '@shop/domain'
import { CreditCardIcon, PackageIcon } from 'lucide-react'

const { account } = siteMessages

/** The customer's own pages, listed in the account menu and in the mobile drawer. */
export const accountLinks = [
  { to: '/my-orders', label: account.myOrders, icon: PackageIcon },
  { to: '/payments', label: account.payments, icon: CreditCardIcon },
] as const
