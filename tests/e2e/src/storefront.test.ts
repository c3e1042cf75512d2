import { signUpVerified } from '@shop/api/testing'
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { formatShekels, orderMessages, settingDefaults, siteMessages } from '@shop/domain'
import { startShop, type RunningShop } from '@shop/integration/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from './browser.ts'

// Budgets that hold on any machine: layout shift, bytes and status codes, not timings
const publicPages = [
  '/',
  '/privacy',
  '/terms',
  '/accessibility',
  '/contact',
  '/login',
  '/sample-map',
  '/no-such-page',
]
const indexedPages = publicPages.filter((path) => path !== '/no-such-page')
const coordinator = { name: 'מיכל אברהם', phone: '03-7654321', email: 'negishut@shop.test' }
// The goal is at most 140 KB on the wire, and the first load is about 139 KB (React, React DOM,
// React Router, TanStack Query, emotion and jotai 84 KB; Chakra with the layout's recipes, zod's
// core (its setting must come before any schema) and the shop's shell, in the same file, the
// closable verification reminder and the sign-in page's known addresses among it; the home page's
// own files 5.5 KB), so the budget is the goal. The page fetches it only once painted, so it does
// not hold back the first paint.
const homeFirstLoadJsBudget = 140 * 1024
const phone = { width: 375, height: 812 }

let shop: RunningShop
let browser: Browser

beforeAll(async () => {
  shop = await startShop('storefront', {
    ACCESSIBILITY_COORDINATOR_NAME: coordinator.name,
    ACCESSIBILITY_COORDINATOR_PHONE: coordinator.phone,
    ACCESSIBILITY_COORDINATOR_EMAIL: coordinator.email,
  })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await shop?.stop()
})

interface Visit {
  page: Page
  /** Every response's URL, type, encoding and size on the wire (body, as sent). */
  responses: { url: string; type: string; encoding: string | null; bytes: number }[]
  /** Console errors and uncaught errors, hydration mismatches among them. */
  errors: string[]
}

// A string, as these tests are compiled without the DOM's types
const countLayoutShifts = `
  window.layoutShifts = 0
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.layoutShifts += entry.value
  }).observe({ type: 'layout-shift', buffered: true })
`

// React's own props of an element, kept on the node for its event system. In a production build
// React patches no attribute that differs from the HTML, nor reports it: its ids (each field's,
// each label's for=) must be derived from a tree of the same shape as the build's.
const reactIdsOfFields = `[...document.querySelectorAll('#root input[id], #root label[for]')].map(
  (element) => {
    const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'))
    const props = key ? element[key] : {}
    return element.tagName === 'LABEL'
      ? [element.htmlFor, props.htmlFor]
      : [element.id, props.id]
  },
)`

/** The page's console errors and uncaught errors from now on, hydration mismatches among them. */
function errorsOf(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** Runs `use` on a new page on a phone-sized screen, and closes the page's context after. */
async function onPhone(use: (page: Page) => Promise<void>, options: BrowserContextOptions = {}) {
  const { context, page } = await openPage(browser, phone, options)
  try {
    await use(page)
  } finally {
    await context.close()
  }
}

/** Holds the page's requests to `url` until the answered function is called, then lets them go. */
async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(url, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/**
 * Waits until the page's late work is done: loaded, all of it hydrated, put back at its top on
 * load, no request for a while, its fonts in, and two frames drawn since, so that any layout shift
 * this caused has been counted.
 */
async function settled(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate<boolean>(
          `document.readyState === 'complete' && history.scrollRestoration === 'auto' &&
          document.querySelector('#root h1') !== null &&
          [...document.querySelectorAll('#root *')].every((element) =>
            Object.keys(element).some((key) => key.startsWith('__reactProps$')))`,
        ),
      { timeout: 15_000 },
    )
    .toBe(true)
  await page.waitForLoadState('networkidle')
  await page.evaluate(
    'document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))',
  )
}

/** Opens a page on a phone-sized screen and waits until it and its scripts have settled. */
async function visit(path: string): Promise<Visit> {
  const { page } = await openPage(browser, phone)
  const responses: Visit['responses'] = []
  const errors = errorsOf(page)
  page.on('requestfinished', (request) => {
    void (async () => {
      const response = await request.response()
      if (!response) return
      responses.push({
        url: request.url(),
        type: request.resourceType(),
        encoding: await response.headerValue('content-encoding'),
        bytes: (await request.sizes()).responseBodySize,
      })
    })().catch(() => undefined) // the page closed first
  })
  await page.addInitScript(countLayoutShifts)
  await page.goto(`${shop.url}${path}`, { waitUntil: 'networkidle' })
  await settled(page)
  return { page, responses, errors }
}

const layoutShift = (page: Page) => page.evaluate<number>('window.layoutShifts')

describe('the storefront on a phone', () => {
  it.each(publicPages)('%s arrives rendered, hydrates cleanly and shifts nothing', async (path) => {
    const { page, errors } = await visit(path)
    try {
      expect(await page.locator('#root h1').count()).toBeGreaterThan(0)
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.02)
      // The browser reports the 404 page's own status as a failed load, and the sample map's
      // count, which no worker made here
      const notFound = ['/no-such-page', '/sample-map'].includes(path)
      const expected = notFound ? [expect.stringContaining('404')] : []
      expect(errors).toEqual(expected)
    } finally {
      await page.context().close()
    }
  })

  it.each(['/contact', '/login'])(
    '%s hydrates its fields with the ids its HTML has',
    async (path) => {
      const { page } = await visit(path)
      try {
        const ids = await page.evaluate<[string, string | undefined][]>(reactIdsOfFields)
        expect(ids.length).toBeGreaterThan(0)
        for (const [inHtml, inReact] of ids) expect(inReact).toBe(inHtml)
      } finally {
        await page.context().close()
      }
    },
  )

  it('hydrates /order for a signed-out visitor, then sends them to sign in', async () => {
    const { page, errors } = await visit('/order')
    try {
      await page.waitForURL(`${shop.url}/login`)
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  it('paints the home page text before any script runs', async () => {
    await onPhone(
      async (page) => {
        await page.goto(`${shop.url}/`)
        const hero = page.getByRole('heading', { level: 1 })
        expect(await hero.textContent()).toMatch(/[\u0590-\u05FF]/)
        expect(await hero.isVisible()).toBe(true)
        expect(await page.title()).toMatch(/[\u0590-\u05FF]/)
      },
      { javaScriptEnabled: false },
    )
  })

  it('sends every script, style sheet and page compressed', async () => {
    for (const path of ['/', '/contact', '/login']) {
      const { page, responses } = await visit(path)
      await page.context().close()
      const text = responses.filter((response) =>
        ['document', 'script', 'stylesheet'].includes(response.type),
      )
      expect(text.length).toBeGreaterThan(2)
      for (const response of text) {
        expect([response.url, response.encoding]).toEqual([
          response.url,
          expect.stringMatching(/^(br|gzip)$/),
        ])
      }
    }
  })

  it(`loads at most ${homeFirstLoadJsBudget / 1024} KB of script for the home page`, async () => {
    const { page, responses } = await visit('/')
    await page.context().close()
    const scripts = responses.filter((response) => response.type === 'script')
    const total = scripts.reduce((sum, response) => sum + response.bytes, 0)
    expect(total).toBeGreaterThan(0)
    expect(total).toBeLessThanOrEqual(homeFirstLoadJsBudget)
  })

  it('asks for the app only once the prerendered page has painted', async () => {
    const { page } = await visit('/')
    // A string, as these tests are compiled without the DOM's types
    const { paint, appRequested } = await page.evaluate<{
      paint?: number
      appRequested?: number
    }>(`(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime
      const app = document.querySelector('script[type=module][src]')
      const appRequested = performance.getEntriesByName(app?.src ?? '')[0]?.startTime
      return { paint, appRequested }
    })()`)
    await page.context().close()
    expect(paint).toBeGreaterThan(0)
    expect(appRequested).toBeGreaterThanOrEqual(paint!)
  })
})

// Strings, as these tests are compiled without the DOM's types
const paintNeverReported = `window.PerformanceObserver = class {
  static supportedEntryTypes = ['paint']
  observe() {}
}`
const hiddenTab = `Object.defineProperty(Document.prototype, 'visibilityState', { get: () => 'hidden' })`
const withoutPaintTiming = `Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', {
  get: () => ['mark'],
})`

/** How long after the boot script arrived the page asked for the app's entry. */
const appAskedAfterBootMs = `(() => {
  const entry = (selector, attribute) =>
    performance.getEntriesByName(document.querySelector(selector)[attribute])[0]
  const app = entry('script[type=module][src]', 'src')
  const boot = entry('script[data-entry]', 'src')
  return app.startTime - boot.responseEnd
})()`

// The boot script's fallback starts the app a second after it runs
const fallbackMs = 1000
const bootEnvironments: [string, string[], 'before' | 'after'][] = [
  ['at once in a tab hidden from the start', [hiddenTab, paintNeverReported], 'before'],
  ['after the first frame in a browser without paint timing', [withoutPaintTiming], 'before'],
  ['a second in when no paint is ever reported', [paintNeverReported], 'after'],
]

describe("a prerendered page's boot script", () => {
  it.each(bootEnvironments)('starts the app %s', async (_, environment, startsThen) => {
    await onPhone(async (page) => {
      for (const script of environment) await page.addInitScript(script)
      await page.goto(`${shop.url}/contact`)
      await page.locator('fieldset:not([disabled]) input').first().waitFor()
      const askedAfterMs = await page.evaluate<number>(appAskedAfterBootMs)
      if (startsThen === 'before') expect(askedAfterMs).toBeLessThan(fallbackMs)
      else expect(askedAfterMs).toBeGreaterThanOrEqual(fallbackMs)
    })
  })
})

describe("the home page's price", () => {
  it('arrives in the line the first paint kept for it, moving nothing', async () => {
    await onPhone(async (page) => {
      const releaseApp = await holdRequests(page, '**/assets/boot-*.js')
      await page.goto(`${shop.url}/`, { waitUntil: 'commit' })
      const highlight = page.getByText(siteMessages.home.hero.highlights[0])
      await highlight.waitFor()
      const before = await highlight.boundingBox()
      releaseApp()
      // The default 180 before VAT, as consumers see it: with 18 % VAT
      await page.getByText(siteMessages.home.hero.priceNote(formatShekels(21_240))).waitFor()
      expect(await highlight.boundingBox()).toEqual(before)
    })
  })
})

describe('the home page as sent', () => {
  const setMapPrice = (price: string) =>
    shop.db.orm.em.fork().execute(`update settings set value = ? where key = 'map_price'`, [price])
  // 210 before VAT is 247.80 with it
  const priceNote = siteMessages.home.hero.priceNote(formatShekels(24_780))

  it('has the sign-in button and the price a manager set in its HTML, with no placeholder', async () => {
    await setMapPrice('210')
    try {
      const html = await (await fetch(`${shop.url}/`)).text()
      expect(html).toContain(`>${priceNote}</p>`)
      const header = html.match(/<header[\s\S]*?<\/header>/)?.[0] ?? ''
      const login = header.match(/<a [^>]*href="\/login"[^>]*>[\s\S]*?<\/a>/)?.[0] ?? ''
      expect(login).toContain(siteMessages.account.login)
      expect(header).not.toContain('skeleton')
    } finally {
      await setMapPrice(settingDefaults.map_price)
    }
  })

  it('keeps that price and button as the app takes the page over, before it fetches the price', async () => {
    await setMapPrice('210')
    try {
      await onPhone(async (page) => {
        const errors = errorsOf(page)
        const releaseSettings = await holdRequests(page, '**/api/settings/public')
        // The app asks for the price in an effect, once it has hydrated the page
        const asked = page.waitForRequest('**/api/settings/public')
        await page.goto(`${shop.url}/`)
        await asked
        await page.getByText(priceNote, { exact: true }).waitFor()
        await page.getByRole('link', { name: siteMessages.account.loginLabel }).waitFor()
        releaseSettings()
        await page.waitForResponse('**/api/settings/public')
        expect(await page.getByText(priceNote, { exact: true }).count()).toBe(1)
        expect(errors).toEqual([])
      })
    } finally {
      await setMapPrice(settingDefaults.map_price)
    }
  })
})

describe('a prerendered form', () => {
  it('takes no input until the app has hydrated it, then keeps what is typed', async () => {
    await onPhone(async (page) => {
      const releaseApp = await holdRequests(page, '**/assets/boot-*.js')
      await page.goto(`${shop.url}/contact`, { waitUntil: 'commit' })
      const firstField = page.locator('fieldset input').first()
      await firstField.waitFor()
      // Painted from HTML: typing now would be lost when React takes the form over.
      expect(await firstField.isDisabled()).toBe(true)
      releaseApp()
      await page.locator('fieldset:not([disabled]) input').first().waitFor()
      await firstField.fill('מיכל')
      expect(await firstField.inputValue()).toBe('מיכל')
    })
  })
})

describe('the locale', () => {
  it('reaches the menus right to left on a public page', async () => {
    await onPhone(async (page) => {
      await page.goto(`${shop.url}/contact`)
      await page.locator('fieldset:not([disabled]) input').first().waitFor()
      await page.getByRole('button', { name: siteMessages.nav.openMenu }).click()
      const menu = page.getByRole('dialog', { name: siteMessages.nav.menuTitle })
      await menu.waitFor()
      expect(await menu.getAttribute('dir')).toBe('rtl')
    })
  })
})

describe('the order form, rendered at build', () => {
  /** A new customer's session, stored where the app looks for it before the page's next load. */
  const signIn = async (page: Page) => {
    const email = `order-form-${Date.now()}@shop.test`
    const { refreshJwt } = await signUpVerified(shop, {
      email,
      password: 'order-form-password-1',
    })
    // Once: restoring the session replaces the token, and a spent one would end the session
    await page
      .context()
      .addInitScript(
        `localStorage.getItem('refreshToken') ?? localStorage.setItem('refreshToken', ${JSON.stringify(refreshJwt)})`,
      )
  }
  const nameField = (page: Page) =>
    page
      .getByRole('region', { name: 'מפה 1' })
      .getByRole('textbox', { name: 'שם מלא', exact: true })

  it('arrives with its text and link preview, and is left out of the sitemap', async () => {
    const html = await (await fetch(`${shop.url}/order`)).text()
    expect(html).toContain('מלאו את הפרטים של כל מי שתרצו להזמין עבורו מפה')
    expect(html).toContain('<meta property="og:title" content="הזמנת מפה נומרולוגית')
    expect(await (await fetch(`${shop.url}/sitemap.xml`)).text()).not.toContain('/order')
  })

  it('paints and takes input before the session is restored, then keeps the cards typed', async () => {
    await onPhone(async (page) => {
      await signIn(page)
      const errors = errorsOf(page)
      const releaseSession = await holdRequests(page, '**/api/auth/refresh')
      await page.goto(`${shop.url}/order`, { waitUntil: 'commit' })
      await page.getByRole('heading', { level: 1, name: 'הזמנת מפה נומרולוגית' }).waitFor()
      await page.locator('fieldset:not([disabled]) input').first().waitFor()
      await nameField(page).fill('דנה כהן')
      const restored = page.waitForResponse('**/api/auth/refresh')
      releaseSession()
      expect((await restored).status()).toBe(200)
      await page.unroute('**/api/auth/refresh')
      expect(page.url()).toBe(`${shop.url}/order`)

      // Reloaded, the page hydrates with the card it was drawn with, then shows the one typed
      await page.addInitScript(countLayoutShifts)
      await page.reload()
      await page.locator('fieldset:not([disabled]) input').first().waitFor()
      await expect.poll(() => nameField(page).inputValue()).toBe('דנה כהן')
      await settled(page)
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.02)
      expect(errors).toEqual([])
    })
  })

  it('says so when its checks fail to load, keeps what is typed, and checks at the next try', async () => {
    await onPhone(async (page) => {
      await signIn(page)
      const checks = /\/assets\/order-resolver-[\w-]+\.js$/
      await page.route(checks, (route) => route.abort('internetdisconnected'))
      await page.goto(`${shop.url}/order`)
      await page.locator('fieldset:not([disabled]) input').first().waitFor()
      await nameField(page).fill('דנה כהן')
      const next = page.getByRole('button', { name: orderMessages.form.continue })
      await next.click()
      await page.getByText(siteMessages.form.loadFailed).waitFor()
      expect(page.url()).toBe(`${shop.url}/order`)
      expect(await nameField(page).inputValue()).toBe('דנה כהן')

      await page.unroute(checks)
      await next.click()
      // Checked this time: the date of birth and phone are still missing
      await page.getByText(orderMessages.missingFieldsTitle).waitFor()
      expect(page.url()).toBe(`${shop.url}/order`)
    })
  })

  it('sends a visitor who is not signed in to sign in', async () => {
    await onPhone(async (page) => {
      await page.goto(`${shop.url}/order`)
      await page.waitForURL(`${shop.url}/login`)
    })
  })
})

describe('the accessibility statement', () => {
  it('names the coordinator the shop set, before any script runs and after', async () => {
    for (const javaScriptEnabled of [false, true]) {
      await onPhone(
        async (page) => {
          await page.goto(`${shop.url}/accessibility`, { waitUntil: 'networkidle' })
          await page.getByRole('heading', { level: 1, name: 'הצהרת נגישות' }).waitFor()
          await page.getByText(coordinator.name, { exact: true }).waitFor()
          const email = page.getByRole('link', { name: coordinator.email })
          expect(await email.getAttribute('href')).toBe(`mailto:${coordinator.email}`)
          const call = page.getByRole('link', { name: coordinator.phone })
          expect(await call.getAttribute('href')).toBe(`tel:${coordinator.phone}`)
          await page.getByText('ת״י 5568', { exact: false }).first().waitFor()
        },
        { javaScriptEnabled },
      )
    }
  })

  it('is linked from the footer', async () => {
    const { page } = await visit('/contact')
    try {
      await page.getByRole('contentinfo').getByRole('link', { name: 'הצהרת נגישות' }).click()
      await page.waitForURL(`${shop.url}/accessibility`)
      await page.getByText(coordinator.name, { exact: true }).waitFor()
    } finally {
      await page.context().close()
    }
  })
})

describe('the 404 page', () => {
  it('has a Hebrew heading beside the specification’s English line', async () => {
    const { page } = await visit('/no-such-page')
    try {
      const heading = page.getByRole('heading', { level: 1 })
      expect(await heading.textContent()).toBe('אופס! הדף לא נמצא')
      await page.getByText('Oops! Page not found', { exact: true }).waitFor()
    } finally {
      await page.context().close()
    }
  })
})

const scrollY = (page: Page) => page.evaluate<number>('window.scrollY')

describe('the page-wide styles', () => {
  // Hydrating a prerendered page, the app keeps the reset, global rules and token variables the
  // HTML brought rather than building them again
  const tokenValue = (page: Page) =>
    page.evaluate<string>(
      `getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-700')`,
    )

  it('stay in place after hydrating and on the pages visited after', async () => {
    const { page } = await visit('/contact')
    try {
      expect(await tokenValue(page)).not.toBe('')
      await page.getByRole('contentinfo').getByRole('link', { name: 'מדיניות פרטיות' }).click()
      await page.waitForURL(`${shop.url}/privacy`)
      expect(await tokenValue(page)).not.toBe('')
      const bodyFont = await page.evaluate<string>(`getComputedStyle(document.body).fontFamily`)
      expect(bodyFont).toContain('Heebo')
    } finally {
      await page.context().close()
    }
  })

  // Every variable the page's style sheets set on the document's root (html), where the tokens are,
  // from rules in layers and media queries too
  const tokenVariables = (page: Page) =>
    page.evaluate<Record<string, string>>(`(() => {
      const found = {}
      const visit = (rules) => {
        for (const rule of rules) {
          if (rule.cssRules) visit(rule.cssRules)
          if (!rule.style || !(rule.selectorText ?? '').includes('html')) continue
          for (const name of rule.style) {
            if (name.startsWith('--chakra-')) found[rule.selectorText + ' ' + name] = rule.style.getPropertyValue(name).trim()
          }
        }
      }
      for (const sheet of document.styleSheets) visit(sheet.cssRules)
      return found
    })()`)

  it('are the same on a page drawn in the browser as on one rendered at build', async () => {
    // The build renders /contact with the server's Chakra; the browser draws /cart from an empty
    // shell with its own.
    const prerendered = await visit('/contact')
    const drawn = await visit('/cart')
    try {
      await drawn.page.getByRole('heading', { level: 1 }).waitFor()
      const atBuild = await tokenVariables(prerendered.page)
      expect(Object.keys(atBuild).length).toBeGreaterThan(300)
      expect(await tokenVariables(drawn.page)).toEqual(atBuild)
    } finally {
      await prerendered.page.context().close()
      await drawn.page.context().close()
    }
  })
})

describe('where a page opens', () => {
  // The terms are long enough to scroll on a phone
  const scrolledTerms = async (page: Page) => {
    await page.goto(`${shop.url}/terms`, { waitUntil: 'networkidle' })
    await page.evaluate('window.scrollTo(0, 600)')
    await expect.poll(() => scrollY(page)).toBe(600)
  }

  it('opens a page loaded afresh at its top, whether reloaded or its address typed', async () => {
    await onPhone(async (page) => {
      await scrolledTerms(page)
      await page.reload({ waitUntil: 'networkidle' })
      await settled(page)
      expect(await scrollY(page)).toBe(0)

      await scrolledTerms(page)
      await page.goto(`${shop.url}/terms`, { waitUntil: 'networkidle' })
      await settled(page)
      expect(await scrollY(page)).toBe(0)
    })
  })

  it('returns to the place left when going back', async () => {
    await onPhone(async (page) => {
      await scrolledTerms(page)
      const link = page.getByRole('link', { name: 'מדיניות פרטיות' }).last()
      await link.scrollIntoViewIfNeeded()
      const left = await scrollY(page)
      expect(left).toBeGreaterThan(0)
      await link.click()
      await page.waitForURL(`${shop.url}/privacy`)
      await expect.poll(() => scrollY(page)).toBe(0)
      await page.goBack()
      await page.waitForURL(`${shop.url}/terms`)
      await expect.poll(() => scrollY(page)).toBe(left)
    })
  })
})

describe('what the server answers', () => {
  it('answers 404 for an unknown path, with the 404 page', async () => {
    const response = await fetch(`${shop.url}/no/such/page`)
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('Oops! Page not found')
  })

  it('gives each public page its title, description, canonical address and link preview', async () => {
    for (const path of indexedPages) {
      const html = await (await fetch(`${shop.url}${path}`)).text()
      expect(html).toContain(`<link rel="canonical" href="${shop.deps.env.PUBLIC_URL}${path}">`)
      for (const property of ['og:title', 'og:description', 'og:image', 'og:locale']) {
        expect(html, `${path} ${property}`).toContain(`<meta property="${property}"`)
      }
      expect(html).toContain('<meta property="og:locale" content="he_IL">')
      expect(html).not.toMatch(/<script(?![^>]*\b(src|type="application\/json")\b)/)
    }
    const image = await fetch(`${shop.url}/og-image.png`)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
  })

  it('serves robots.txt and a sitemap of the public pages', async () => {
    const robots = await fetch(`${shop.url}/robots.txt`)
    expect(robots.status).toBe(200)
    expect(await robots.text()).toContain(`Sitemap: ${shop.deps.env.PUBLIC_URL}/sitemap.xml`)
    const sitemap = await (await fetch(`${shop.url}/sitemap.xml`)).text()
    for (const path of indexedPages) {
      expect(sitemap).toContain(`<loc>${shop.deps.env.PUBLIC_URL}${path}</loc>`)
    }
  })
})
