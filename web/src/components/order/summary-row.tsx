import { Flex, Text, type TextProps } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export interface SummaryRowProps {
  label: ReactNode
  amount: string
  emphasis?: boolean
  color?: TextProps['color']
}

/** One line of a price breakdown: the label at the start, the amount at the end. */
export function SummaryRow({ label, amount, emphasis, color }: SummaryRowProps) {
  return (
    <Flex justify="space-between" align="baseline" gap="4" color={color}>
      <Text as="dt" fontWeight={emphasis ? 'bold' : 'normal'} fontSize={emphasis ? 'md' : 'sm'}>
        {label}
      </Text>
      <Text
        as="dd"
        fontWeight={emphasis ? 'bold' : 'medium'}
        fontSize={emphasis ? 'xl' : 'sm'}
        whiteSpace="nowrap"
        fontVariantNumeric="tabular-nums"
      >
        {amount}
      </Text>
    </Flex>
  )
}
