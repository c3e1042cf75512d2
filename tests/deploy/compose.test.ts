import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { envKeys, parseEnv } from '@shop/config'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const read = (file: string) => readFileSync(resolve(root, file), 'utf8')

type Environment = Record<string, string | undefined>

interface Service {
  image?: string
  build?: unknown
  command?: string | string[]
  /** Compose accepts scalars as environment values. */
  environment?: Record<string, string | number | boolean | null> | string[]
  ports?: unknown[]
  container_name?: string
  healthcheck?: { test?: string | string[]; disable?: boolean }
  depends_on?: string[] | Record<string, { condition?: string }>
  profiles?: string[]
  volumes?: string[]
}

const compose = parse(read('docker-compose.yml')) as { services: Record<string, Service> }
const services = compose.services

/** Values for `${VAR:?message}` settings, which compose refuses to start without. */
const requiredFromHost: Environment = {
  JWT_SECRET: 'compose-test-secret-that-is-long-enough-0123456789',
}

/** Resolves compose interpolation the way `docker compose` would with an empty host environment. */
function interpolate(value: string): string {
  return value.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (match, braced?: string, operator?: string, argument?: string, bare?: string) => {
      if (match === '$$') return '$'
      const name = (braced ?? bare)!
      if (operator === ':-' || operator === '-') return argument ?? ''
      const supplied = requiredFromHost[name]
      if (operator === ':?' || operator === '?') {
        if (supplied === undefined) throw new Error(`${name} is required by compose: ${argument}`)
        return supplied
      }
      return supplied ?? ''
    },
  )
}

function rawEnvironment(
  service: Service | undefined,
): Record<string, string | number | boolean | null | undefined> {
  const environment = service?.environment ?? {}
  if (!Array.isArray(environment)) return environment
  return Object.fromEntries(
    environment.map((entry) => {
      const at = entry.indexOf('=')
      return at === -1 ? [entry, undefined] : [entry.slice(0, at), entry.slice(at + 1)]
    }),
  )
}

function environmentOf(service: Service | undefined): Environment {
  return Object.fromEntries(
    Object.entries(rawEnvironment(service)).map(([key, value]) => [
      key,
      value === null || value === undefined ? undefined : interpolate(String(value)),
    ]),
  )
}

function commandOf(service: Service | undefined): string[] {
  const command = service?.command ?? []
  return Array.isArray(command) ? command.map(String) : command.split(/\s+/)
}

function dependencies(service: Service | undefined): Record<string, string> {
  const dependsOn = service?.depends_on ?? {}
  if (Array.isArray(dependsOn)) {
    return Object.fromEntries(dependsOn.map((name) => [name, 'service_started']))
  }
  return Object.fromEntries(
    Object.entries(dependsOn).map(([name, spec]) => [name, spec?.condition ?? 'service_started']),
  )
}

const mailCatcherName = Object.keys(services).find((name) =>
  /maildev|mailpit|mailhog|mailcrab/.test(services[name]?.image ?? ''),
)

describe('docker-compose.yml', () => {
  it('runs the whole stack', () => {
    for (const name of ['postgres', 'redis', 'minio', 'api', 'worker']) {
      expect(services, `service ${name}`).toHaveProperty(name)
    }
    expect(mailCatcherName, 'a mail catcher service').toBeDefined()
    expect(services.postgres?.image).toMatch(/^postgres:16\b/)
    expect(services.redis?.image).toMatch(/^redis:7\b/)
    expect(services.minio?.image).toMatch(/^minio\/minio\b/)
  })

  it('runs redis without eviction and with the append-only file', () => {
    const command = commandOf(services.redis)
    expect(command[command.indexOf('--maxmemory-policy') + 1]).toBe('noeviction')
    expect(command[command.indexOf('--appendonly') + 1]).toBe('yes')
  })

  it('creates the bucket the shop uses', () => {
    const init = Object.values(services).find((service) => /^minio\/mc\b/.test(service.image ?? ''))
    expect(init, 'a one-shot minio/mc service').toBeDefined()
    expect(commandOf(init).join(' ')).toMatch(/\bmc mb\b/)
    expect(environmentOf(init).S3_BUCKET).toBe(environmentOf(services.api).S3_BUCKET)
    expect(dependencies(init).minio).toBe('service_healthy')
  })

  it('gives the api a health check on its liveness, /healthz/live', () => {
    const test = services.api?.healthcheck?.test
    expect(test, 'api healthcheck').toBeDefined()
    expect(services.api?.healthcheck?.disable).not.toBe(true)
    expect([test].flat().join(' ')).toContain(':3000/healthz/live')
    expect(services.api?.ports?.map(String)).toContain('3000:3000')
  })

  it('starts the api and the worker only after their backing services are healthy', () => {
    for (const name of ['api', 'worker']) {
      const needs = dependencies(services[name])
      expect(needs.postgres, `${name} -> postgres`).toBe('service_healthy')
      expect(needs.redis, `${name} -> redis`).toBe('service_healthy')
      expect(needs.minio, `${name} -> minio`).toBe('service_healthy')
    }
    expect(dependencies(services.worker)[mailCatcherName!], 'worker -> mail catcher').toBeDefined()
  })

  it('only waits for health on services that define a health check', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const [needed, condition] of Object.entries(dependencies(service))) {
        expect(services, `${name} depends on ${needed}`).toHaveProperty(needed)
        if (condition === 'service_healthy') {
          expect(services[needed]?.healthcheck?.test, `${needed} (needed by ${name})`).toBeDefined()
        }
      }
    }
  })

  for (const name of ['api', 'worker']) {
    describe(`${name} environment`, () => {
      it('sets every setting and nothing else', () => {
        const environment = rawEnvironment(services[name])
        const missing = envKeys.filter(
          (key) => environment[key] === undefined || environment[key] === null,
        )
        const unknown = Object.keys(environment).filter(
          (key) => !(envKeys as string[]).includes(key),
        )
        expect(missing, `settings missing from ${name}`).toEqual([])
        expect(unknown, `settings ${name} sets that the shop does not read`).toEqual([])
      })

      it('parses, pointing at the compose services', () => {
        const environment = environmentOf(services[name])
        const env = parseEnv(environment)
        expect(env.NODE_ENV).toBe('production')
        expect(new URL(env.DATABASE_URL).hostname).toBe('postgres')
        expect(new URL(env.REDIS_URL).hostname).toBe('redis')
        expect(new URL(env.S3_ENDPOINT!).hostname).toBe('minio')
        expect(new URL(env.SMTP_URL!).hostname).toBe(mailCatcherName)
        expect(env.PUBLIC_URL).toBe('http://localhost:3000')
        const minio = environmentOf(services.minio)
        expect(env.S3_ACCESS_KEY).toBe(minio.MINIO_ROOT_USER)
        expect(env.S3_SECRET_KEY).toBe(minio.MINIO_ROOT_PASSWORD)
        expect(env.ADMIN_EMAIL).toBeDefined()
        expect(env.ADMIN_PASSWORD).toBeDefined()
      })

      it('cannot run without a real JWT secret', () => {
        const environment = environmentOf(services[name])
        expect(() => parseEnv({ ...environment, JWT_SECRET: undefined })).toThrow(/JWT_SECRET/)
      })
    })
  }

  it('runs the shop itself without any profile', () => {
    for (const name of ['postgres', 'redis', 'minio', 'migrate', 'api', 'worker']) {
      expect(services[name]?.profiles, name).toBeUndefined()
    }
  })

  it('runs Umami, with its own database, only in the analytics profile', () => {
    const [umamiName, umami] = Object.entries(services).find(([, service]) =>
      /umami-software\/umami:postgresql/.test(service.image ?? ''),
    )!
    expect(umami.profiles, umamiName).toEqual(['analytics'])
    const database = new URL(environmentOf(umami).DATABASE_URL!)
    const databaseService = services[database.hostname]
    expect(databaseService?.image).toMatch(/^postgres:16\b/)
    expect(databaseService?.profiles).toEqual(['analytics'])
    expect(environmentOf(databaseService).POSTGRES_DB).toBe(database.pathname.slice(1))
    expect(dependencies(umami)[database.hostname]).toBe('service_healthy')
  })

  it('runs Prometheus only in the monitoring profile, scraping the api metrics port', () => {
    const prometheus = services.prometheus
    expect(prometheus?.image).toMatch(/^prom\/prometheus\b/)
    expect(prometheus?.profiles).toEqual(['monitoring'])
    const mount = prometheus?.volumes?.find((volume) => volume.includes(':/etc/prometheus/'))
    const configFile = mount!.split(':')[0]!
    const config = parse(read(configFile)) as {
      scrape_configs: { static_configs: { targets: string[] }[] }[]
    }
    const targets = config.scrape_configs.flatMap((job) =>
      job.static_configs.flatMap((group) => group.targets),
    )
    const { METRICS_PORT: metricsPort, METRICS_HOST } = parseEnv(environmentOf(services.api))
    expect(metricsPort).toBeDefined()
    // Prometheus knocks from its own container: a listener on loopback would never answer it.
    expect(METRICS_HOST).toBe('0.0.0.0')
    expect(targets).toContain(`api:${metricsPort}`)
    expect(services.api?.ports?.map(String)).not.toContain(`${metricsPort}:${metricsPort}`)
  })

  it('lets the worker scale', () => {
    expect(services.worker).not.toHaveProperty('container_name')
    expect(services.worker?.ports ?? []).toEqual([])
    expect(commandOf(services.worker).join(' ')).toContain('services/worker/dist/main.js')
  })

  it('runs compiled JavaScript, so a restarted process answers without compiling first', () => {
    expect(commandOf(services.api)).toEqual(['node', 'services/api/dist/main.js'])
    expect(commandOf(services.worker)).toEqual(['node', 'services/worker/dist/main.js'])
    expect(commandOf(services.migrate)).toEqual(['node', 'packages/db/dist/migrate.js'])
  })
})

describe('.env.example', () => {
  const lines = read('.env.example').split('\n')
  const entries = lines.flatMap((line, index) => {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line)
    return match ? [{ key: match[1]!, value: match[2]!, index }] : []
  })

  it('lists every setting once, in the order of the schema', () => {
    const keys = entries.map((entry) => entry.key)
    expect(
      envKeys.filter((key) => !keys.includes(key)),
      'settings missing from .env.example',
    ).toEqual([])
    expect(
      keys.filter((key) => !(envKeys as string[]).includes(key)),
      'keys in .env.example that the shop does not read',
    ).toEqual([])
    expect(keys).toEqual(envKeys)
  })

  it('explains every setting and its default', () => {
    for (const { key, index } of entries) {
      const comment = lines.slice(0, index).reverse()
      const block = comment.slice(
        0,
        comment.findIndex((line) => !line.startsWith('#')),
      )
      expect(block.length, `comment above ${key}`).toBeGreaterThan(0)
      expect(block.join(' '), `default of ${key}`).toMatch(/Default:/)
    }
  })

  it('holds values the shop accepts', () => {
    const source = Object.fromEntries(
      entries.map(({ key, value }) => [key, value.replace(/^(["'])(.*)\1$/, '$2')]),
    )
    expect(() => parseEnv(source)).not.toThrow()
    expect(() => parseEnv({ ...source, NODE_ENV: 'production' })).toThrow(/JWT_SECRET/)
  })
})

describe('Dockerfile', () => {
  it('builds on Node 22', () => {
    expect(existsSync(resolve(root, 'Dockerfile'))).toBe(true)
    const stages: string[] = []
    const froms = [...read('Dockerfile').matchAll(/^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/gim)]
    expect(froms.length).toBeGreaterThan(0)
    for (const [, image, stage] of froms) {
      if (!stages.includes(image!)) expect(image).toMatch(/^node:22(-|$)/)
      if (stage) stages.push(stage)
    }
  })

  it('runs as the node user and exposes the api port', () => {
    const dockerfile = read('Dockerfile')
    expect(dockerfile).toMatch(/^USER node$/m)
    expect(dockerfile).toMatch(/^EXPOSE 3000$/m)
    // Compiled at build: a restarted container answers without compiling TypeScript first
    expect(dockerfile).toMatch(/^CMD \["node", "services\/api\/dist\/main\.js"\]$/m)
    expect(dockerfile).not.toMatch(/tsx/)
  })

  it('keeps dependencies and local data out of the build context', () => {
    const ignored = read('.dockerignore').split('\n')
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '.git', '**/.env']))
  })
})
