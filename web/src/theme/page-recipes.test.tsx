import { ChakraProvider } from '@chakra-ui/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { shopSystem } from './system'

const drawTable = (Table: typeof import('@chakra-ui/react').Table) =>
  renderToString(
    <ChakraProvider value={shopSystem()}>
      <Table.Root>
        <Table.Body>
          <Table.Row>
            <Table.Cell>1001</Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>
    </ChakraProvider>,
  )

describe("a page's component recipes", () => {
  it('style the component when its module is loaded after the system was built', async () => {
    shopSystem()
    expect(shopSystem().isSlotRecipe('table')).toBe(false)
    const { Table } = await import('../components/ui/styled/table')
    expect(shopSystem().isSlotRecipe('table')).toBe(true)
    // The table recipe's own rules, in the styles drawn with the table
    expect(drawTable(Table)).toMatch(/border-collapse:\s*collapse/)
  })
})
