import { SMTPServer } from 'smtp-server'

export interface SmtpSink {
  url: string
  /** Messages accepted so far. */
  received(): number
  /** Resolves once `count` messages were accepted since the sink started; answers the time. */
  waitFor(count: number, timeoutMs: number): Promise<number>
  close(): Promise<void>
}

/**
 * An SMTP server that accepts and discards: the same cheap peer for the shop and for raw
 * nodemailer, so their ratio measures the senders, not the receiver.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  let accepted = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined)
      stream.on('end', () => {
        accepted += 1
        callback()
      })
    },
  })
  server.on('error', () => undefined)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.server.address() as { port: number }
  return {
    url: `smtp://127.0.0.1:${port}?tls=false`,
    received: () => accepted,
    async waitFor(count, timeoutMs) {
      const deadline = Date.now() + timeoutMs
      while (accepted < count) {
        if (Date.now() > deadline) throw new Error(`only ${accepted} of ${count} e-mails arrived`)
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
      return performance.now()
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
