import { ChakraProvider } from '@chakra-ui/react'
import * as chakraTheme from '@chakra-ui/react/theme'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { recipes, slotRecipes } from './recipes'
import { shopSystem } from './system'

const webSource = join(import.meta.dirname, '..')
const chakraImport = /import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g

/** The names each source file of the web imports straight from Chakra, values only. */
function namesImportedFromChakra(): { file: string; name: string }[] {
  const files = readdirSync(webSource, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.tsx?$/.test(file),
  )
  return files.flatMap((file) =>
    [...readFileSync(join(webSource, file), 'utf8').matchAll(chakraImport)].flatMap((match) =>
      match[1]!
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name && !name.startsWith('type '))
        .map((name) => ({ file, name: name.split(/\s+as\s+/)[0]! })),
    ),
  )
}

const drawTable = (Table: typeof import('../components/ui/styled/table').Table) =>
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
  it('leave no Chakra component imported straight from Chakra without its recipe', () => {
    const chakraRecipeKeys = new Set([
      ...Object.keys(chakraTheme.recipes),
      ...Object.keys(chakraTheme.slotRecipes),
    ])
    const layoutRecipeKeys = new Set([...Object.keys(recipes), ...Object.keys(slotRecipes)])
    const recipeKey = (name: string) => name[0]!.toLowerCase() + name.slice(1)
    const imported = namesImportedFromChakra()
    expect(imported.map(({ name }) => name)).toContain('Button')
    // A component Chakra draws with a recipe: the layout's system has it, or the component comes
    // from web/src/components/ui/styled, which adds it.
    const unstyled = imported.filter(
      ({ file, name }) =>
        !file.startsWith(join('components', 'ui', 'styled')) &&
        chakraRecipeKeys.has(recipeKey(name)) &&
        !layoutRecipeKeys.has(recipeKey(name)),
    )
    expect(unstyled).toEqual([])
  })

  it("style a page's component with a recipe the system does not hold", async () => {
    expect(shopSystem().isSlotRecipe('table')).toBe(false)
    const { Table } = await import('../components/ui/styled/table')
    // The table recipe's class and one of its own rules, which the reset has not
    const drawn = drawTable(Table)
    expect(drawn).toMatch(/<table class="chakra-table__root /)
    expect(drawn).toMatch(/font-variant-numeric:\s*lining-nums tabular-nums/)
  })
})
