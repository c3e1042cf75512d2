import { Button, Portal } from '@chakra-ui/react'
import { adminMessages } from '@shop/domain'
import { useState, type MouseEvent } from 'react'
import { MailIcon } from 'lucide-react'
import { Tooltip } from '../../../components/ui/styled/tooltip'
import type { AdminOrder } from '../api/admin-types'
import { emailBlockedReason } from './email-blocked-reason'

const { orders } = adminMessages

export interface SendEmailButtonProps {
  order: AdminOrder
  onClick: (event: MouseEvent) => void
}

/**
 * Opens the e-mail dialog of an order, in its table row or on its phone card. When the order may
 * not be e-mailed the button stays focusable but inert (aria-disabled), so its tooltip can say
 * why on hover, on focus and, on a phone, on a tap.
 */
export function SendEmailButton({ order, onClick }: SendEmailButtonProps) {
  const reason = emailBlockedReason(order)
  const [open, setOpen] = useState(false)
  return (
    <Tooltip.Root
      open={Boolean(reason) && open}
      onOpenChange={(details) => setOpen(details.open)}
      openDelay={150}
      // A tap on the button is how a phone asks for the reason
      closeOnClick={false}
      positioning={{ placement: 'top' }}
    >
      <Tooltip.Trigger asChild>
        <Button
          size="xs"
          variant="outline"
          colorPalette="brand"
          aria-disabled={reason ? true : undefined}
          aria-label={orders.sendEmailLabel(order.order_number)}
          onClick={(event) => {
            if (!reason) return onClick(event)
            // Neither the dialog nor the row's own toggle: only the reason
            event.stopPropagation()
            setOpen(true)
          }}
        >
          <MailIcon aria-hidden />
          {orders.sendEmail}
        </Button>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW="xs">{reason}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  )
}
