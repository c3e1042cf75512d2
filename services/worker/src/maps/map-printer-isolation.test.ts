import { computeNumerologyMap } from '@shop/domain'
import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import pino from 'pino'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createMapBrowser } from './map-browser.ts'
import { typesetMap } from './typeset-map.ts'

const browser = createMapBrowser(
  process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  pino({ level: 'silent' }),
)

/** Every request that reaches the listener, whatever its kind. */
const reached: string[] = []
let listener: Server
let origin: string

beforeAll(async () => {
  listener = createServer((request, response) => {
    reached.push(`${request.method} ${request.url}`)
    response.end('body{background:url(/from-css)}')
  })
  // Chromium may open a bare connection for a framed address its policy then refuses; it sends
  // nothing on it. Any byte that does arrive counts, whatever protocol it starts.
  listener.on('connection', (socket) => socket.once('data', () => reached.push('bytes')))
  listener.on('upgrade', (request, socket) => {
    reached.push(`upgrade ${request.url}`)
    socket.destroy()
  })
  listener.listen(0, '127.0.0.1')
  await once(listener, 'listening')
  origin = `127.0.0.1:${(listener.address() as AddressInfo).port}`
})
beforeEach(() => {
  reached.length = 0
})
afterAll(async () => {
  await browser.close()
  listener.close()
})

/** Everything a document could use to run code or reach out, aimed at the listener. */
const planted = () => `<script>new WebSocket('ws://${origin}/socket');
fetch('http://${origin}/fetch');document.title='ran'</script>
<link rel="prefetch" href="http://${origin}/prefetch">
<link rel="stylesheet" href="http://${origin}/stylesheet">
<img src="http://${origin}/image">
<div style="background:url(http://${origin}/css-url)">x</div>
<style>p{background:url(http://${origin}/style-url)}</style>
<iframe src="http://${origin}/frame"></iframe>`

describe('the map printer', () => {
  it('runs no script and reaches no address from a document it prints', async () => {
    const pdf = await browser.print(
      `<!doctype html><html lang="he" dir="rtl"><head>${planted()}</head><body><p>שלום</p></body></html>`,
      (loaded) => loaded.pdf(),
    )
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    // The page is closed before print() returns, so nothing it started can still be on its way.
    expect(reached).toEqual([])
  }, 60_000)

  it('prints a map whose texts carry the same as text, reaching nothing', async () => {
    const text = planted()
    const pdf = await typesetMap(browser, {
      subjectName: text,
      dateOfBirth: '1990-05-17',
      map: computeNumerologyMap({
        fullName: 'דנה לוי',
        dateOfBirth: '1990-05-17',
        hebrewBirthDate: null,
        today: '2026-11-28',
      }),
      texts: {
        lifePath: Object.fromEntries([...Array(34)].map((_, n) => [n, { heading: text, text }])),
      },
      personalNote: text,
      gift: { message: text, from: text },
      shop: { name: text, email: 'shop@example.com', phone: '050', url: `http://${origin}/` },
    })
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(reached).toEqual([])
  }, 60_000)
})
