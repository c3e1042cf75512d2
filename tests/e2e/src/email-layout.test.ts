import { formatShekels, he } from '@shop/domain'
import {
  emailKinds,
  previewContact as contact,
  renderPreview,
  type EmailKindName,
} from '@shop/core'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from './browser.ts'

let browser: Browser
let page: Page

beforeAll(async () => {
  browser = await launchBrowser()
  ;({ page } = await openPage(browser, { width: 375, height: 800 }))
})
afterAll(() => browser?.close())

/**
 * How many lines each occurrence of `text` in the page is drawn on, in the page's order: the
 * distinct tops of the boxes a range over its characters gets.
 */
const linesOf = (on: Page, text: string) =>
  on.evaluate<number[]>(`(() => {
    const needle = ${JSON.stringify(text)}
    const lines = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const value = node.nodeValue ?? ''
      for (let at = value.indexOf(needle); at >= 0; at = value.indexOf(needle, at + 1)) {
        const range = document.createRange()
        range.setStart(node, at)
        range.setEnd(node, at + needle.length)
        lines.push(new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size)
      }
    }
    return lines
  })()`)

interface Box {
  left: number
  right: number
  top: number
  bottom: number
}

/**
 * Where the footer's parts and its separators are drawn: the box of each part's first occurrence
 * in the footer (the cell with the shop's address), and the box of each separator, in the order of
 * the text.
 */
const footerBoxes = (on: Page, parts: string[], separator: string) =>
  on.evaluate<{ parts: Box[]; separators: Box[] }>(`(() => {
    const cells = [...document.querySelectorAll('td')]
    const footer = cells.findLast((cell) => cell.textContent.includes(${JSON.stringify(contact.publicUrl)}))
    const nodes = []
    const walker = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node)
    const boxesOf = (needle) =>
      nodes.flatMap((node) => {
        const boxes = []
        const value = node.nodeValue ?? ''
        for (let at = value.indexOf(needle); at >= 0; at = value.indexOf(needle, at + 1)) {
          const range = document.createRange()
          range.setStart(node, at)
          range.setEnd(node, at + needle.length)
          const { left, right, top, bottom } = range.getBoundingClientRect()
          boxes.push({ left, right, top, bottom })
        }
        return boxes
      })
    return {
      parts: ${JSON.stringify(parts)}.map((part) => boxesOf(part)[0]),
      separators: boxesOf(${JSON.stringify(separator)}),
    }
  })()`)

describe('an e-mail read on a 375 px phone', () => {
  it.each(Object.keys(emailKinds) as EmailKindName[])(
    '%s keeps the shop phone number on one line',
    async (name) => {
      await page.setContent(renderPreview(name, contact).html)
      expect(await linesOf(page, contact.phone)).toEqual([1])
    },
  )

  it('keeps order numbers and amounts on one line', async () => {
    const kind = emailKinds['payment-confirmation']
    const fixture = kind.preview
    await page.setContent(kind.render(fixture, contact).html)
    const amount = formatShekels(fixture.totalAgorot)
    expect(await linesOf(page, amount)).toEqual([1])
    expect(await linesOf(page, String(fixture.receiptNumber))).toEqual([1])
  })

  // An address and a phone number are written left to right: a separator beside one of them would
  // otherwise be drawn on its far side, next to the separator before it ("· ·"), or begin a line
  it.each(Object.keys(emailKinds) as EmailKindName[])(
    '%s draws each footer separator just after its part, on its line',
    async (name) => {
      await page.setContent(renderPreview(name, contact).html)
      const parts = he.email.footerParts(contact.email, contact.phone)
      const boxes = await footerBoxes(page, parts, he.email.footerSeparator)
      expect(boxes.separators).toHaveLength(parts.length - 1)
      boxes.separators.forEach((separator, index) => {
        const before = boxes.parts[index]!
        // Right to left, "after" is to the left; on the same line is between the part's top and bottom
        expect(separator.right, `separator ${index + 1}`).toBeLessThanOrEqual(before.left + 1)
        expect(before.left - separator.right, `separator ${index + 1}`).toBeLessThan(12)
        const middle = (separator.top + separator.bottom) / 2
        expect(middle).toBeGreaterThan(before.top)
        expect(middle).toBeLessThan(before.bottom)
      })
    },
  )
})
