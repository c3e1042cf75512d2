import { execFileSync } from 'node:child_process'
import pino from 'pino'
import { afterAll, describe, expect, it } from 'vitest'
import { createMapBrowser, type MapBrowser } from './map-browser.ts'

const browser = createMapBrowser(
  process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  pino({ level: 'silent' }),
)
afterAll(() => browser.close())

const page = '<!doctype html><html lang="he" dir="rtl"><body><p>שלום</p></body></html>'
const printed = (printer: MapBrowser) => printer.print(page, (loaded) => loaded.pdf())

/** Chromium's main processes, children of this one. */
function chromiumPids(): number[] {
  const children = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], {
    encoding: 'utf8',
  })
  return children
    .trim()
    .split('\n')
    .filter((line) => /chrom/i.test(line))
    .map((line) => Number(line.trim().split(/\s+/)[0]))
}

/** Killing Chromium is the crash a job must survive. */
async function killChromium() {
  const pids = chromiumPids()
  expect(pids.length).toBeGreaterThan(0)
  for (const pid of pids) process.kill(pid, 'SIGKILL')
  await expect.poll(() => chromiumPids().filter((pid) => pids.includes(pid))).toEqual([])
}

describe('the map browser', () => {
  it('prints A4 PDFs from one Chromium and launches a new one after a crash', async () => {
    const first = await printed(browser)
    expect(first.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    await killChromium()
    // The job in flight when Chromium died may fail (and is retried); the process lives on and
    // the next job gets a fresh browser.
    const after = await printed(browser).catch(() => printed(browser))
    expect(after.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  }, 60_000)

  it('replaces its Chromium after a number of drafts, closing the old one', async () => {
    const recycled = createMapBrowser(
      process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      pino({ level: 'silent' }),
      { draftsPerBrowser: 2 },
    )
    try {
      const before = new Set(chromiumPids())
      await printed(recycled)
      const first = chromiumPids().filter((pid) => !before.has(pid))
      await printed(recycled)
      await printed(recycled)
      const now = chromiumPids()
      expect(first.some((pid) => now.includes(pid))).toBe(false)
      expect(now.filter((pid) => !before.has(pid))).toHaveLength(1)
    } finally {
      await recycled.close()
    }
  }, 60_000)
})
