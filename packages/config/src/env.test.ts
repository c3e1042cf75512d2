import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { envKeys, parseEnv as parseWithDataDir } from './env.ts'

// Parsing without JWT_SECRET writes the development secret into DATA_DIR: a folder of this run.
const dataDir = mkdtempSync(join(tmpdir(), 'shop-env-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
const parseEnv = (source: Record<string, string | undefined>) =>
  parseWithDataDir({ DATA_DIR: dataDir, ...source })

describe('parseEnv', () => {
  it('fills every default for an empty environment', () => {
    const env = parseEnv({})
    expect(env.PORT).toBe(3000)
    expect(env.PUBLIC_URL).toBe('http://localhost:3000')
    expect(env.RATE_LIMIT_PER_MINUTE).toBe(20)
    expect(env.DELIVERY_PROMISE_HOURS).toBe(72)
    expect(env.REMINDER_LEAD_HOURS).toBe(24)
    expect(env.MANAGER_EMAILS).toEqual([])
    expect(env.S3_ENDPOINT).toBeUndefined()
    expect(env.SMTP_URL).toBeUndefined()
  })

  it('derives PUBLIC_URL from PORT and treats empty strings as unset', () => {
    const env = parseEnv({ PORT: '4100', PUBLIC_URL: '', S3_ENDPOINT: '' })
    expect(env.PUBLIC_URL).toBe('http://localhost:4100')
    expect(env.S3_ENDPOINT).toBeUndefined()
  })

  it('accepts decimal hours so tests can shorten the delivery promise', () => {
    const env = parseEnv({ DELIVERY_PROMISE_HOURS: '0.01', REMINDER_LEAD_HOURS: '0.005' })
    expect(env.DELIVERY_PROMISE_HOURS).toBe(0.01)
    expect(env.REMINDER_LEAD_HOURS).toBe(0.005)
  })

  it('splits and checks the managers list', () => {
    expect(parseEnv({ MANAGER_EMAILS: 'a@shop.co.il, b@shop.co.il' }).MANAGER_EMAILS).toEqual([
      'a@shop.co.il',
      'b@shop.co.il',
    ])
    expect(() => parseEnv({ MANAGER_EMAILS: 'a@shop.co.il, nope' })).toThrow(
      /^Invalid setting MANAGER_EMAILS/,
    )
  })

  it.each([
    ['DATABASE_URL', 'not a url'],
    ['PORT', 'eighty'],
    ['RATE_LIMIT_PER_MINUTE', '-1'],
    ['DELIVERY_PROMISE_HOURS', '0'],
    ['JWT_SECRET', 'short'],
    ['PASSWORD_SIGNIN_ENABLED', 'maybe'],
    ['METRICS_PORT', '70000'],
    ['ANALYTICS_PROVIDER', 'google'],
    ['ANALYTICS_SCRIPT_URL', 'ftp://stats.example.co.il/script.js'],
  ])('names %s in one line when its value is bad', (key, value) => {
    expect(() => parseEnv({ [key]: value })).toThrow(
      new RegExp(`^Invalid setting ${key}: .*\\(got "${value}"\\)$`),
    )
  })

  it('leaves metrics and analytics off unless they are set', () => {
    const env = parseEnv({ METRICS_PORT: '', ANALYTICS_SCRIPT_URL: '' })
    expect(env.METRICS_PORT).toBeUndefined()
    expect(env.ANALYTICS_SCRIPT_URL).toBeUndefined()
    expect(parseEnv({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464)
  })

  it('needs the analytics site id with the analytics script', () => {
    const script = 'https://stats.example.co.il/script.js'
    expect(() => parseEnv({ ANALYTICS_SCRIPT_URL: script })).toThrow(
      /^Invalid setting ANALYTICS_SITE_ID/,
    )
    const env = parseEnv({ ANALYTICS_SCRIPT_URL: script, ANALYTICS_SITE_ID: 'site-1' })
    expect(env).toMatchObject({ ANALYTICS_PROVIDER: 'umami', ANALYTICS_SITE_ID: 'site-1' })
  })

  it('settles lost payments only after the provider has surely answered', () => {
    expect(() =>
      parseEnv({ PAYMENT_SANDBOX_DELAY_MS: '5000', PAYMENT_RECONCILE_AFTER_SECONDS: '5' }),
    ).toThrow(/^Invalid setting PAYMENT_RECONCILE_AFTER_SECONDS: must be longer/)
    expect(
      parseEnv({ PAYMENT_RECONCILE_AFTER_SECONDS: '2.5' }).PAYMENT_RECONCILE_AFTER_SECONDS,
    ).toBe(2.5)
  })

  it('requires a real JWT_SECRET in production', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/^Invalid setting JWT_SECRET/)
    expect(parseEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).NODE_ENV).toBe(
      'production',
    )
  })

  it('makes a random development secret once in DATA_DIR and reuses it', () => {
    const folder = join(dataDir, 'fresh', 'nested')
    const first = parseEnv({ DATA_DIR: folder }).JWT_SECRET
    const file = join(folder, 'jwt-secret')
    expect(first.length).toBeGreaterThanOrEqual(32)
    expect(readFileSync(file, 'utf8').trim()).toBe(first)
    expect(statSync(file).mode & 0o077).toBe(0)
    expect(parseEnv({ DATA_DIR: folder }).JWT_SECRET).toBe(first)
    // Another checkout gets a different secret: nothing public to guess
    expect(parseEnv({ DATA_DIR: join(dataDir, 'other') }).JWT_SECRET).not.toBe(first)
    expect(parseEnv({ DATA_DIR: folder, JWT_SECRET: 'y'.repeat(32) }).JWT_SECRET).toBe(
      'y'.repeat(32),
    )
  })

  it('refuses a development secret file that holds too little', () => {
    const folder = mkdtempSync(join(dataDir, 'short-'))
    writeFileSync(join(folder, 'jwt-secret'), 'abc\n')
    expect(() => parseEnv({ DATA_DIR: folder })).toThrow(/^Invalid setting DATA_DIR: .*jwt-secret/)
  })

  it('never makes a secret file in production', () => {
    const folder = join(dataDir, 'production')
    expect(() => parseEnv({ NODE_ENV: 'production', DATA_DIR: folder })).toThrow(
      /^Invalid setting JWT_SECRET/,
    )
    expect(() => statSync(folder)).toThrow()
  })

  it('lists every setting of the architecture', () => {
    expect(envKeys).toEqual(
      expect.arrayContaining([
        'PORT',
        'PUBLIC_URL',
        'DATABASE_URL',
        'REDIS_URL',
        'S3_ENDPOINT',
        'S3_ACCESS_KEY',
        'S3_SECRET_KEY',
        'S3_BUCKET',
        'SMTP_URL',
        'MAIL_FROM',
        'SHOP_CONTACT_EMAIL',
        'SHOP_CONTACT_PHONE',
        'MANAGER_EMAILS',
        'JWT_SECRET',
        'ADMIN_TENANT_ID',
        'ADMIN_EMAIL',
        'ADMIN_PASSWORD',
        'RATE_LIMIT_PER_MINUTE',
        'DELIVERY_PROMISE_HOURS',
        'REMINDER_LEAD_HOURS',
      ]),
    )
  })
})
