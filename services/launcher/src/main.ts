/**
 * `npm start`: everything a developer needs on one machine. Checks PostgreSQL and Redis, prepares
 * the database, then runs the API (which serves the web app), the worker and, when no SMTP is
 * configured, a mail catcher, each in a process of its own until Ctrl-C, restarting any that
 * crashes. Without S3 the files stay in a folder (DATA_DIR/files), downloaded through the API.
 */
import { createLogger, loadEnvOrExit, storageSettings } from '@shop/config'
import { prepareDatabase } from '@shop/db'
import { startProcess } from './child-processes.ts'
import { chooseMailPorts, mailAddresses } from './embedded-mail.ts'
import { exitWhenStopped } from './exit-when-stopped.ts'
import { preflight } from './preflight.ts'
import { settingsWarnings, shopSettingsWarnings } from './settings-warnings.ts'
import { followStartup } from './startup.ts'
import { supervise, type Program } from './supervisor.ts'

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
const storage = storageSettings(env)
if (storage.driver === 'files') say(`Files kept in ${storage.directory}`)

const programs: Program[] = []
let inboxUrl: string | undefined
if (!env.SMTP_URL) {
  const ports = await chooseMailPorts()
  const args = [String(ports.smtp), String(ports.web)]
  ;({ smtpUrl: childEnv.SMTP_URL, inboxUrl } = mailAddresses(ports))
  programs.push({
    name: 'mail',
    start: () => startProcess('services/launcher/dist/mail-catcher.js', childEnv, args),
  })
}
programs.push(
  { name: 'api', start: () => startProcess('services/api/dist/main.js', childEnv) },
  { name: 'worker', start: () => startProcess('services/worker/dist/main.js', childEnv) },
)

const startup = followStartup(programs)
const supervisor = supervise(startup.programs, { logger })
exitWhenStopped(supervisor)

const healthUrl = `http://127.0.0.1:${env.PORT}/healthz`
const ready = await Promise.race([
  Promise.all([startup.started(60_000), waitForHealth(healthUrl)]).then(([started, healthy]) =>
    started ? healthy : 'not started',
  ),
  supervisor.done.then(() => undefined),
])
if (ready === 'not started') say('A process has not started within a minute; see the log above.')
if (ready === false)
  say(`The API has not answered ${healthUrl} within a minute; see its log above.`)
if (ready === true) printAddresses()

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
