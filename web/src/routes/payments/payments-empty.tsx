import { invoiceMessages } from '@shop/domain'
import { ReceiptIcon } from 'lucide-react'
import { EmptyNotice } from '../../components/ui/empty-notice'

const { payments: m } = invoiceMessages

export function PaymentsEmpty() {
  return <EmptyNotice framed icon={<ReceiptIcon />} title={m.empty} text={m.emptyText} />
}
