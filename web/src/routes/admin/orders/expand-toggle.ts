import { adminMessages } from '@shop/domain'

/** What a screen reader needs of an order's show/hide-details control, row or card alike. */
export function expandToggleProps(expanded: boolean, detailsId: string, orderNumber: number) {
  const { orders } = adminMessages
  return {
    'aria-expanded': expanded,
    'aria-controls': expanded ? detailsId : undefined,
    'aria-label': expanded ? orders.collapse(orderNumber) : orders.expand(orderNumber),
  }
}

/** The chevron turns over while the details are open. */
export const chevronStyle = (expanded: boolean) => ({
  transform: expanded ? 'rotate(180deg)' : undefined,
  transition: '0.2s',
})
