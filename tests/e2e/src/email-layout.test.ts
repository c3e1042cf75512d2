import { formatShekels } from '@shop/domain'
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
})
