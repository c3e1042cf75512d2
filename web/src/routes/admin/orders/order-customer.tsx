import { adminMessages } from '@shop/domain'
import { DataList } from '../../../components/ui/styled/data-list'
import type { AdminOrder } from '../api/admin-types'
import { Panel } from '../../../components/admin/panel'
import { AccountStatusBadge } from '../users/account-status-badge'

const { orderDetails } = adminMessages

/** Who ordered: e-mail, phone if given, and whether the account still exists. */
export function OrderCustomer({ order }: { order: AdminOrder }) {
  return (
    <Panel title={orderDetails.customerTitle}>
      <DataList.Root orientation="horizontal" size="sm">
        <DataList.Item>
          <DataList.ItemLabel>{orderDetails.email}</DataList.ItemLabel>
          <DataList.ItemValue>
            <bdi>{order.user_email}</bdi>
          </DataList.ItemValue>
        </DataList.Item>
        {order.user_phone && (
          <DataList.Item>
            <DataList.ItemLabel>{orderDetails.phone}</DataList.ItemLabel>
            <DataList.ItemValue>
              <bdi>{order.user_phone}</bdi>
            </DataList.ItemValue>
          </DataList.Item>
        )}
        <DataList.Item>
          <DataList.ItemLabel>{orderDetails.userStatus}</DataList.ItemLabel>
          <DataList.ItemValue>
            <AccountStatusBadge
              deleted={Boolean(order.user_deleted_at)}
              labels={{ active: orderDetails.userActive, deleted: orderDetails.userDeleted }}
            />
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    </Panel>
  )
}
