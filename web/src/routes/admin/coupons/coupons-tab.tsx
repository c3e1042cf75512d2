import { Button, Flex, Stack } from '@chakra-ui/react'
import { type AdminCoupon, adminMessages } from '@shop/domain'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { PlusIcon } from 'lucide-react'
import { ListEmpty } from '../../../components/admin/empty-state'
import { QueryState } from '../../../components/admin/query-state'
import { ListCards } from '../../../components/ui/list-card'
import { queryKeys } from '../../../lib/query-keys'
import { useNarrowScreen } from '../../../lib/use-narrow-screen'
import { adminApi } from '../api/admin-api'
import { CouponCard } from './coupon-card'
import { CouponDialog } from './coupon-dialog'
import { CouponsTable } from './coupons-table'
import { DeleteCouponDialog } from './delete-coupon-dialog'

const { coupons: labels } = adminMessages

interface DialogState {
  open: boolean
  coupon: AdminCoupon | null
}

const closed: DialogState = { open: false, coupon: null }

/** Coupons: a list with edit and delete, and a dialog to create or edit one. */
export function CouponsTab() {
  const coupons = useQuery({
    queryKey: queryKeys.admin.coupons,
    queryFn: ({ signal }) => adminApi.coupons(signal),
  })
  const [editor, setEditor] = useState<DialogState>(closed)
  const [deletion, setDeletion] = useState<DialogState>(closed)
  const createCoupon = () => setEditor({ open: true, coupon: null })
  const narrow = useNarrowScreen()
  const onEdit = (coupon: AdminCoupon) => setEditor({ open: true, coupon })
  const onDelete = (coupon: AdminCoupon) => setDeletion({ open: true, coupon })

  return (
    <Stack gap="4" pt="2" aria-busy={coupons.isFetching}>
      <Flex justify="flex-end">
        <Button colorPalette="brand" onClick={createCoupon}>
          <PlusIcon aria-hidden />
          {labels.newCoupon}
        </Button>
      </Flex>
      <QueryState query={coupons}>
        {coupons.data?.length ? (
          narrow ? (
            <ListCards label={labels.tableLabel}>
              {coupons.data.map((coupon) => (
                <CouponCard key={coupon.id} coupon={coupon} onEdit={onEdit} onDelete={onDelete} />
              ))}
            </ListCards>
          ) : (
            <CouponsTable coupons={coupons.data} onEdit={onEdit} onDelete={onDelete} />
          )
        ) : (
          <ListEmpty
            text={labels.empty}
            action={
              <Button variant="outline" colorPalette="brand" onClick={createCoupon}>
                <PlusIcon aria-hidden />
                {labels.createFirst}
              </Button>
            }
          />
        )}
      </QueryState>
      <CouponDialog
        open={editor.open}
        coupon={editor.coupon}
        onOpenChange={(open) => setEditor((state) => ({ ...state, open }))}
      />
      <DeleteCouponDialog
        open={deletion.open}
        coupon={deletion.coupon}
        onOpenChange={(open) => setDeletion((state) => ({ ...state, open }))}
      />
    </Stack>
  )
}
