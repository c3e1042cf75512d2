import { describe, expect, it } from 'vitest'
import { uuidArrayLiteral } from './uuids.ts'

const first = '0b6f3c5e-8d2a-4f1e-9c7b-2a4d6e8f0a1c'
const second = 'F2E4D6C8-B0A2-4C4E-8F6A-1B3D5F7A9C0E'

describe('uuidArrayLiteral', () => {
  it('writes none, one or many ids as one array literal, in their order', () => {
    expect(uuidArrayLiteral([])).toBe('{}')
    expect(uuidArrayLiteral([first])).toBe(`{${first}}`)
    expect(uuidArrayLiteral([first, second, first])).toBe(`{${first},${second},${first}}`)
  })

  it('refuses anything but a uuid rather than write a broken literal', () => {
    for (const wrong of [
      '',
      'order-1',
      `${first},${second}`,
      `${first}}`,
      `{${first}}`,
      `"${first}"`,
      ` ${first}`,
      first.replaceAll('-', ''),
      'NULL',
    ]) {
      expect(() => uuidArrayLiteral([first, wrong]), wrong).toThrow(/position 1/)
    }
  })
})
