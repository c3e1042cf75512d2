import { Flex } from '@chakra-ui/react'
import { adminMessages, orderStatuses } from '@shop/domain'
import { SearchInput } from '../../../components/admin/search-input'
import { NativeSelect } from '../../../components/ui/styled/native-select'

const { orders, orderStatus } = adminMessages

export interface OrdersFiltersProps {
  status: string
  onStatusChange: (status: string) => void
  onSearch: (text: string) => void
}

/** Search by order number, e-mail or subject name, and a status filter; both on the server. */
export function OrdersFilters({ status, onStatusChange, onSearch }: OrdersFiltersProps) {
  return (
    <Flex gap="3" wrap="wrap" align="center">
      <SearchInput
        label={orders.searchLabel}
        placeholder={orders.searchPlaceholder}
        onSearch={onSearch}
      />
      <NativeSelect.Root w={{ base: 'full', sm: '56' }}>
        <NativeSelect.Field
          aria-label={orders.statusFilter}
          value={status}
          onChange={(event) => onStatusChange(event.target.value)}
          bg="white"
        >
          <option value="">{orders.allStatuses}</option>
          {orderStatuses.map((value) => (
            <option key={value} value={value}>
              {orderStatus[value]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Flex>
  )
}
