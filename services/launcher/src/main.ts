/**
 * `npm start`: everything a developer needs on one machine. Checks PostgreSQL and Redis, prepares
 * the database, starts an embedded S3 server and mail catcher when none is configured, then runs
 * the API (which serves the web app) and the worker until Ctrl-C, restarting either if it crashes.
 */
import { createLogger, loadEnvOrExit } from '@shop/config'
import { prepareDatabase } from '@shop/db'
import { startEmbeddedS3 } from '@shop/storage'
import { join, resolve } from 'node:path'
import { startProcess } from './child-processes.ts'
import { startEmbeddedMail } from './embedded-mail.ts'
import { exitWhenStopped } from './exit-when-stopped.ts'
import { freePort } from './free-port.ts'
import { preflight } from './preflight.ts'
import { settingsWarnings, shopSettingsWarnings } from './settings-warnings.ts'
import { supervise } from './supervisor.ts'

const env = loadEnvOrExit()
const logger = createLogger(env, 'launcher')
const say = (line: string) => process.stdout.write(`${line}\n`)

for (const warning of settingsWarnings(env)) process.stderr.write(`Warning: ${warning}\n`)

const problem = await preflight(env)
if (problem) {
  process.stderr.write(`${problem}\n`)
  process.exit(1)
}

const database = await prepareDatabase(env)
say(
  `Database ready (${database.created ? 'created, ' : ''}${database.applied.length} migration(s) applied)`,
)
for (const warning of shopSettingsWarnings(database)) process.stderr.write(`Warning: ${warning}\n`)

const childEnv: NodeJS.ProcessEnv = { ...process.env, PUBLIC_URL: env.PUBLIC_URL }
const cleanups: (() => Promise<void>)[] = []

if (!env.S3_ENDPOINT) {
  const s3 = await startEmbeddedS3({
    directory: resolve(join(env.DATA_DIR, 's3')),
    bucket: env.S3_BUCKET,
    port: await freePort(9000),
  })
  Object.assign(childEnv, {
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY: s3.accessKey,
    S3_SECRET_KEY: s3.secretKey,
  })
  cleanups.push(() => s3.close())
  say(`Embedded S3 server: ${s3.endpoint} (files in ${resolve(env.DATA_DIR, 's3')})`)
}

let inboxUrl: string | undefined
if (!env.SMTP_URL) {
  const mail = await startEmbeddedMail()
  childEnv.SMTP_URL = mail.smtpUrl
  inboxUrl = mail.inboxUrl
  cleanups.push(() => mail.stop())
}

const supervisor = supervise(
  [
    { name: 'api', start: () => startProcess('services/api/src/main.ts', childEnv) },
    { name: 'worker', start: () => startProcess('services/worker/src/main.ts', childEnv) },
  ],
  { logger },
)
exitWhenStopped(supervisor, cleanups)

const healthUrl = `http://127.0.0.1:${env.PORT}/healthz`
const ready = await Promise.race([waitForHealth(healthUrl), supervisor.done.then(() => undefined)])
if (ready === false)
  say(`The API has not answered ${healthUrl} within a minute; see its log above.`)
if (ready) printAddresses()

function printAddresses() {
  say('')
  say(`  Shop:         ${env.PUBLIC_URL}`)
  if (inboxUrl) say(`  Mail inbox:   ${inboxUrl}`)
  say(`  Queue board:  ${env.PUBLIC_URL}/admin/queues (admins only)`)
  // The API process serves it on a port of its own; 0 would be a port only its log names
  if (env.METRICS_PORT) say(`  Metrics:      http://127.0.0.1:${env.METRICS_PORT}/metrics`)
  if (database.admin)
    say(`  Admin login:  ${env.PUBLIC_URL}/admin-login as ${database.admin.email} (ADMIN_PASSWORD)`)
  else say('  Admin login:  set ADMIN_EMAIL and ADMIN_PASSWORD to seed a manager account')
  say('  Press Ctrl-C to stop.')
  say('')
}

async function waitForHealth(url: string, timeoutMs = 60_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return true
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 300))
  }
  return false
}
