import { siteMessages } from '@shop/domain'
import { LuCreditCard, LuPackage } from 'react-icons/lu'

const { account } = siteMessages

/** The customer's own pages, listed in the account menu and in the mobile drawer. */
export const accountLinks = [
  { to: '/my-orders', label: account.myOrders, icon: LuPackage },
  { to: '/payments', label: account.payments, icon: LuCreditCard },
] as const
