import type { TableRootProps } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { Table } from './styled/table'

export interface ListTableProps extends TableRootProps {
  /** The column headings, in reading order. */
  columns: readonly string[]
  /** The body's rows. */
  children: ReactNode
}

/** A white, framed table that scrolls sideways on a narrow screen, under one tinted heading row. */
export function ListTable({ columns, children, ...rootProps }: ListTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="brand.100" rounded="xl" bg="white">
      <Table.Root {...rootProps}>
        <Table.Header>
          <Table.Row bg="brand.50">
            {columns.map((column) => (
              <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
