import { createServer } from 'node:net'

/** The preferred port when it is free on 127.0.0.1, otherwise any free one. */
export function freePort(preferred: number): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const server = createServer()
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        const address = server.address()
        server.close(() => resolve(typeof address === 'object' && address ? address.port : port))
      })
    })
  return tryPort(preferred).catch(() => tryPort(0))
}
