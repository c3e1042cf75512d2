import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server'

export interface CaughtMail extends ParsedMail {
  envelopeTo: string[]
}

export interface SmtpCatcher {
  url: string
  /**
   * The mailbox: messages the server accepted (answered 250), one per Message-ID, as mail stores
   * keep them. A message sent again with the same Message-ID lands in `deliveries` only.
   */
  messages: CaughtMail[]
  /** Every accepted SMTP transaction, duplicates included. */
  deliveries: CaughtMail[]
  /** Refuse (with a temporary 451) while this answers true. */
  refuse: (mail: { to: string[] }) => boolean
  /** Hold the answer to a message's data this long; set to a function to decide per message. */
  holdMs: (mail: { to: string[] }) => number
  /** Called when a message's data has arrived and is being held. */
  onHold?: (mail: ParsedMail) => void
  waitFor(
    predicate: (mail: CaughtMail) => boolean,
    count?: number,
    timeoutMs?: number,
  ): Promise<CaughtMail[]>
  /** Stops listening and drops open connections, as a mail server going down does. */
  close(): Promise<void>
  /** Listens again (on the same port after `close`). */
  start(): Promise<void>
}

/**
 * A real SMTP server for tests: e-mails go over SMTP and are parsed as a mail client would. A
 * message counts as delivered only if the connection is still there to hear the server's 250.
 */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const catcher: SmtpCatcher = {
    url: '',
    messages: [],
    deliveries: [],
    refuse: () => false,
    holdMs: () => 0,
    waitFor: async (predicate, count = 1, timeoutMs = 20_000) => {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const found = catcher.messages.filter(predicate)
        if (found.length >= count) return found
        if (Date.now() > deadline) {
          throw new Error(
            `expected ${count} matching e-mails, got ${found.length} of ${catcher.messages.length}`,
          )
        }
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
    // A server once closed answers every later connection with a 421: a new one takes its place.
    start: () => {
      server = createServer()
      return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve()))
    },
  }

  const createServer = () => {
    const created = new SMTPServer({
      authOptional: true,
      // Open connections are dropped this soon after `close`, not after the default 30 s.
      closeTimeout: 100,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback) {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address)
        simpleParser(stream)
          .then(async (mail) => {
            if (catcher.refuse({ to })) {
              const error = Object.assign(new Error('Try again later'), { responseCode: 451 })
              callback(error)
              return
            }
            const hold = catcher.holdMs({ to })
            if (hold > 0) {
              catcher.onHold?.(mail)
              await new Promise((resolve) => setTimeout(resolve, hold))
            }
            // A client that went away never heard the 250: the message was not delivered.
            if (!connections.get(session.id)) {
              callback(new Error('connection closed'))
              return
            }
            const caught = Object.assign(mail, { envelopeTo: to })
            catcher.deliveries.push(caught)
            if (
              !catcher.messages.some(
                (kept) => kept.messageId && kept.messageId === caught.messageId,
              )
            ) {
              catcher.messages.push(caught)
            }
            callback()
          })
          .catch((error: Error) => callback(error))
      },
      onConnect(session, callback) {
        connections.set(session.id, true)
        callback()
      },
      onClose(session) {
        connections.set(session.id, false)
      },
    })
    // A client killed mid-session resets its connection; that is what some tests are about.
    created.on('error', () => undefined)
    return created
  }
  const connections = new Map<string, boolean>()
  let port = 0
  let server!: SMTPServer
  await catcher.start()
  ;({ port } = server.server.address() as { port: number })
  catcher.url = `smtp://127.0.0.1:${port}?tls=false`
  return catcher
}
