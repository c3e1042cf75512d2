import { invoiceMessages } from '@shop/domain'
import { LuReceipt } from 'react-icons/lu'
import { EmptyNotice } from '../../components/ui/empty-notice'

const { payments: m } = invoiceMessages

export function PaymentsEmpty() {
  return <EmptyNotice framed icon={<LuReceipt />} title={m.empty} text={m.emptyText} />
}
