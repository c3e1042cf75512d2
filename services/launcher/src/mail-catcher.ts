/**
 * The launcher's mail catcher in a process of its own, supervised like the API and the worker: a
 * fault in it (MailDev parses whatever reaches its ports) ends this process alone, and the
 * launcher starts it again on the same ports, given as arguments: SMTP port, then web inbox port.
 */
import { announceStarted, createLogger, loadEnvOrExit } from '@shop/config'
import { startEmbeddedMail } from './embedded-mail.ts'

const env = loadEnvOrExit()
const logger = createLogger(env, 'mail')
const [smtp, web] = process.argv.slice(2).map(Number)
if (!smtp || !web) {
  logger.error({ args: process.argv.slice(2) }, 'mail catcher needs its SMTP and web ports')
  process.exit(1)
}

const mail = await startEmbeddedMail({ smtp, web })
logger.info({ smtpUrl: mail.smtpUrl, inboxUrl: mail.inboxUrl }, 'mail catcher listening')
announceStarted()

async function shutdown() {
  await mail.stop()
  process.exit(0)
}
process.once('SIGTERM', () => void shutdown())
process.once('SIGINT', () => void shutdown())
