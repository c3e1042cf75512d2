import { Button, Flex, Icon, Stack, Text } from '@chakra-ui/react'
import { couponMessages } from '@shop/domain'
import { TicketCheckIcon } from 'lucide-react'
import type { AppliedCoupon } from '../../lib/applied-coupon'

const { box } = couponMessages

export interface AppliedCouponNoticeProps {
  coupon: AppliedCoupon
  removing: boolean
  disabled?: boolean
  onRemove: () => void
}

/** The coupon box once a code is applied: the code, its description and a remove button. */
export function AppliedCouponNotice({
  coupon,
  removing,
  disabled,
  onRemove,
}: AppliedCouponNoticeProps) {
  return (
    <Flex
      align="center"
      gap="3"
      p="3"
      rounded="lg"
      bg="green.50"
      borderWidth="1px"
      borderColor="green.200"
      role="status"
    >
      <Icon color="green.700" size="md">
        <TicketCheckIcon aria-hidden />
      </Icon>
      <Stack gap="0" flex="1" minW="0">
        <Text fontWeight="bold" color="green.800">
          <bdi>{box.appliedTitle(coupon.code)}</bdi>
        </Text>
        {coupon.description && (
          <Text fontSize="sm" color="green.800">
            {coupon.description}
          </Text>
        )}
      </Stack>
      <Button
        size="sm"
        variant="ghost"
        colorPalette="red"
        onClick={onRemove}
        loading={removing}
        disabled={disabled}
        aria-label={box.removeLabel(coupon.code)}
      >
        {box.remove}
      </Button>
    </Flex>
  )
}
