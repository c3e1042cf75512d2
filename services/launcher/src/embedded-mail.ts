import { MailDev } from 'maildev'
import { freePort } from './free-port.ts'

export interface MailPorts {
  smtp: number
  web: number
}

export interface EmbeddedMail {
  smtpUrl: string
  inboxUrl: string
  stop(): Promise<void>
}

/** The usual ports when they are free, else any: chosen once, so a restart keeps the addresses. */
export async function chooseMailPorts(): Promise<MailPorts> {
  return { smtp: await freePort(1025), web: await freePort(1080) }
}

export const mailAddresses = ({ smtp, web }: MailPorts) => ({
  // The catcher speaks plain SMTP; tls=false stops the transport from insisting on STARTTLS.
  smtpUrl: `smtp://127.0.0.1:${smtp}?tls=false`,
  inboxUrl: `http://localhost:${web}`,
})

/** A mail catcher with a web inbox, so e-mails sent on a developer machine can be read there. */
export async function startEmbeddedMail(ports?: MailPorts): Promise<EmbeddedMail> {
  const { smtp, web } = ports ?? (await chooseMailPorts())
  const maildev = new MailDev({ smtp, web, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true })
  await withoutConsoleInfo(() => maildev.start())
  return { ...mailAddresses({ smtp, web }), stop: () => maildev.stop() }
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
