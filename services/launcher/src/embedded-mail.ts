import { MailDev } from 'maildev'
import { freePort } from './free-port.ts'

export interface EmbeddedMail {
  smtpUrl: string
  inboxUrl: string
  stop(): Promise<void>
}

/** A mail catcher with a web inbox, so e-mails sent on a developer machine can be read there. */
export async function startEmbeddedMail(): Promise<EmbeddedMail> {
  const smtp = await freePort(1025)
  const web = await freePort(1080)
  const maildev = new MailDev({ smtp, web, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true })
  await withoutConsoleInfo(() => maildev.start())
  return {
    // The catcher speaks plain SMTP; tls=false stops the transport from insisting on STARTTLS.
    smtpUrl: `smtp://127.0.0.1:${smtp}?tls=false`,
    inboxUrl: `http://localhost:${web}`,
    stop: () => maildev.stop(),
  }
}

/**
 * MailDev's API server announces itself with console.info whatever `silent` says; the launcher
 * prints the inbox address itself, among the others, so that stray line is held back.
 */
async function withoutConsoleInfo<T>(run: () => Promise<T>): Promise<T> {
  const info = console.info
  console.info = () => undefined
  try {
    return await run()
  } finally {
    console.info = info
  }
}
