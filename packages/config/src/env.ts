import { accessibilityCoordinatorDefaults, shopContactDefaults } from '@shop/domain'
import { z } from 'zod'
import { readOrCreateDevSecret } from './dev-secret.ts'

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()

const emailList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.email()))

const booleanFlag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false', '1', '0'])
    .default(fallback)
    .transform((value) => value === 'true' || value === '1')

const positiveHours = z.coerce.number().positive()

/**
 * Every setting the shop reads, with its default. `.env.example` documents the same keys and a test
 * keeps the two (and docker-compose.yml) in step.
 */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: optionalString.pipe(z.url().optional()),
    DATABASE_URL: z.url().default('postgres://postgres@127.0.0.1:5432/numerology_shop'),
    REDIS_URL: z.url().default('redis://127.0.0.1:6379'),
    QUEUE_PREFIX: z
      .string()
      .regex(/^[\w-]+$/)
      .default('bull'),
    S3_ENDPOINT: optionalString.pipe(z.url().optional()),
    S3_PUBLIC_ENDPOINT: optionalString.pipe(z.url().optional()),
    S3_ACCESS_KEY: z.string().default('S3RVER'),
    S3_SECRET_KEY: z.string().default('S3RVER'),
    S3_BUCKET: z.string().min(3).default('reports'),
    SMTP_URL: optionalString.pipe(z.url().optional()),
    MAIL_FROM: z.string().min(3).default('מפה נומרולוגית <no-reply@numerology-maps.local>'),
    SHOP_CONTACT_EMAIL: z.email().default(shopContactDefaults.email),
    SHOP_CONTACT_PHONE: z.string().default(shopContactDefaults.phone),
    MANAGER_EMAILS: emailList,
    ACCESSIBILITY_COORDINATOR_NAME: optionalString,
    ACCESSIBILITY_COORDINATOR_PHONE: optionalString,
    ACCESSIBILITY_COORDINATOR_EMAIL: optionalString.pipe(z.email().optional()),
    JWT_SECRET: optionalString.pipe(z.string().min(32).optional()),
    ADMIN_TENANT_ID: z.string().min(1).default('shop-admins'),
    ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
    ADMIN_PASSWORD: optionalString.pipe(z.string().min(8).optional()),
    PASSWORD_SIGNIN_ENABLED: booleanFlag('true'),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
    RATE_LIMIT_LOGIN_FAILURES: z.coerce.number().int().positive().default(10),
    RATE_LIMIT_ORDERS_PER_USER: z.coerce.number().int().positive().default(30),
    RATE_LIMIT_PAYMENTS_PER_USER: z.coerce.number().int().positive().default(10),
    RATE_LIMIT_PAYMENTS_PER_ADDRESS: z.coerce.number().int().positive().default(30),
    RATE_LIMIT_CLIENT_LOG_PER_MINUTE: z.coerce.number().int().positive().default(30),
    RATE_LIMIT_ACCOUNT_EMAILS_PER_HOUR: z.coerce.number().int().positive().default(5),
    UNPROVEN_RECIPIENT_EMAILS_PER_DAY: z.coerce.number().int().positive().default(3),
    UNPROVEN_EMAILS_PER_HOUR: z.coerce.number().int().positive().default(200),
    TRUST_PROXY: booleanFlag('false'),
    DELIVERY_PROMISE_HOURS: positiveHours.default(72),
    REMINDER_LEAD_HOURS: positiveHours.default(24),
    PAYMENT_SANDBOX_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
    PAYMENT_RECONCILE_AFTER_SECONDS: z.coerce.number().positive().default(120),
    OUTBOX_REPUBLISH_AFTER_SECONDS: z.coerce.number().positive().default(60),
    OUTBOX_LAG_ALERT_SECONDS: z.coerce.number().positive().default(300),
    SWEEP_INTERVAL_SECONDS: z.coerce.number().positive().default(30),
    WORKER_EMAIL_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(10),
    SMTP_POOL_SIZE: z.coerce.number().int().min(1).max(50).default(5),
    EMAIL_JOB_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
    EMAIL_JOB_BACKOFF_MS: z.coerce.number().int().min(1).default(2000),
    EMAIL_RETRY_DAYS: z.coerce.number().positive().default(3),
    METRICS_PORT: optionalString.pipe(z.coerce.number<string>().int().min(0).max(65535).optional()),
    METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
    ANALYTICS_PROVIDER: z.enum(['umami', 'plausible']).default('umami'),
    ANALYTICS_SCRIPT_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    ANALYTICS_SITE_ID: optionalString,
    MAPS_AUTO_APPROVE: booleanFlag('false'),
    WORKER_MAPS_CONCURRENCY: z.coerce.number().int().min(1).max(8).default(2),
    CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
    DATA_DIR: z.string().default('.data'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'is required in production (at least 32 characters)',
      })
    }
    // An attempt is settled by asking the provider only once its charge cannot still be under way.
    if (env.PAYMENT_RECONCILE_AFTER_SECONDS * 1000 <= env.PAYMENT_SANDBOX_DELAY_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_RECONCILE_AFTER_SECONDS'],
        message: 'must be longer than the sandbox provider takes (PAYMENT_SANDBOX_DELAY_MS)',
      })
    }
    if (env.ANALYTICS_SCRIPT_URL && !env.ANALYTICS_SITE_ID) {
      ctx.addIssue({
        code: 'custom',
        path: ['ANALYTICS_SITE_ID'],
        message: 'is required when ANALYTICS_SCRIPT_URL is set',
      })
    }
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    JWT_SECRET: env.JWT_SECRET ?? devSecret(env.NODE_ENV, env.DATA_DIR),
    ACCESSIBILITY_COORDINATOR_NAME:
      env.ACCESSIBILITY_COORDINATOR_NAME ?? accessibilityCoordinatorDefaults.name,
    ACCESSIBILITY_COORDINATOR_PHONE: env.ACCESSIBILITY_COORDINATOR_PHONE ?? env.SHOP_CONTACT_PHONE,
    ACCESSIBILITY_COORDINATOR_EMAIL: env.ACCESSIBILITY_COORDINATOR_EMAIL ?? env.SHOP_CONTACT_EMAIL,
  }))

export type Env = z.output<typeof envSchema>
export type EnvKey = keyof z.input<typeof envSchema>

/** The keys of every setting, in the order `.env.example` lists them. */
export const envKeys = Object.keys(envSchema.in.shape) as EnvKey[]

export class InvalidSettingError extends Error {
  constructor(
    readonly key: string,
    detail: string,
  ) {
    super(`Invalid setting ${key}: ${detail}`)
    this.name = 'InvalidSettingError'
  }
}

/** Outside production an unset JWT_SECRET is made once into DATA_DIR, never a known default. */
function devSecret(nodeEnv: string, dataDir: string): string {
  if (nodeEnv === 'production') throw new InvalidSettingError('JWT_SECRET', 'is required')
  try {
    return readOrCreateDevSecret(dataDir)
  } catch (error) {
    throw new InvalidSettingError(
      'DATA_DIR',
      `cannot keep the development JWT secret there (${(error as Error).message}); set JWT_SECRET`,
    )
  }
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source)
  if (result.success) return result.data
  const issue = result.error.issues[0]!
  const key = String(issue.path[0] ?? 'environment')
  throw new InvalidSettingError(
    key,
    `${issue.message} (got ${JSON.stringify(source[key] ?? null)})`,
  )
}

/**
 * Runs a settings check for a process entry point; a bad value ends the process with one line
 * naming the key, rather than a stack trace an operator has to read.
 */
export function orExit<T>(check: () => T): T {
  try {
    return check()
  } catch (error) {
    if (error instanceof InvalidSettingError) {
      process.stderr.write(`${error.message}\n`)
      process.exit(1)
    }
    throw error
  }
}

export function loadEnvOrExit(source: Record<string, string | undefined> = process.env): Env {
  return orExit(() => parseEnv(source))
}
