import { Flex, Text, type FlexProps } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export interface SummaryRowProps extends Omit<FlexProps, 'children'> {
  label: ReactNode
  amount: string
  /** The total: larger, under a rule whose spacing the caller gives. */
  emphasis?: boolean
  /** A line of small print under the row, part of its value for a screen reader. */
  note?: ReactNode
}

/**
 * One line of a price breakdown: the label at the start, the amount at the end. It is the `<div>`
 * that groups a `<dt>` with its `<dd>`s, the only thing a `<dl>` may hold besides them, so a note
 * or a rule above the total belongs to the row rather than sitting loose in the list.
 */
export function SummaryRow({ label, amount, emphasis, note, ...rest }: SummaryRowProps) {
  return (
    <Flex
      justify="space-between"
      align="baseline"
      columnGap="4"
      rowGap="1"
      wrap="wrap"
      {...(emphasis && { borderTopWidth: '1px', borderColor: 'border' })}
      {...rest}
    >
      <Text
        as="dt"
        flex="1"
        fontWeight={emphasis ? 'bold' : 'normal'}
        fontSize={emphasis ? 'md' : 'sm'}
      >
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
      {note && (
        <Text as="dd" w="full" fontSize="xs" color="fg.muted">
          {note}
        </Text>
      )}
    </Flex>
  )
}
