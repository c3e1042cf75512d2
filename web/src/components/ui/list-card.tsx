import { Flex, Heading, Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { Card } from './styled/card'
import { DataList } from './styled/data-list'

export interface ListCardField {
  label: string
  value: ReactNode
}

export interface ListCardProps {
  title: ReactNode
  /** Beside the title: usually the status. */
  badge?: ReactNode
  fields: readonly ListCardField[]
  /** Buttons and links under the fields. */
  actions?: ReactNode
  /** Anything more, below the actions (an opened order's details). */
  children?: ReactNode
}

/** One row of a list on a phone, where its table would not fit: a card with labelled values. */
export function ListCard({ title, badge, fields, actions, children }: ListCardProps) {
  return (
    <Card.Root as="li" variant="outline" rounded="xl" borderColor="brand.100" bg="white">
      <Card.Body gap="4" p="4">
        <Flex justify="space-between" align="start" gap="3" wrap="wrap">
          <Heading as="h3" fontSize="md" color="brand.900" minW="0" overflowWrap="anywhere">
            {title}
          </Heading>
          {badge}
        </Flex>
        <DataList.Root orientation="horizontal" size="sm" gap="2">
          {fields.map((field) => (
            <DataList.Item key={field.label}>
              <DataList.ItemLabel>{field.label}</DataList.ItemLabel>
              <DataList.ItemValue minW="0" overflowWrap="anywhere">
                {field.value}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        {actions && (
          <Flex gap="2" wrap="wrap" align="center">
            {actions}
          </Flex>
        )}
        {children}
      </Card.Body>
    </Card.Root>
  )
}

/** The cards of one list, as a list. */
export function ListCards({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label={label}>
      {children}
    </Stack>
  )
}
