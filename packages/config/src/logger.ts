import pino, { type Logger } from 'pino'
import type { Env } from './env.ts'

/** Keys whose values must never reach a log line, wherever they appear in a logged object. */
const secretKeys = [
  'password',
  'passwordHash',
  'sessionJwt',
  'refreshJwt',
  'token',
  'authorization',
  'cookie',
  'cardNumber',
  'cvv',
  'expiry',
  'idNumber',
]

export function createLogger(env: Pick<Env, 'LOG_LEVEL'>, name: string): Logger {
  return pino(
    {
      name,
      level: env.LOG_LEVEL,
      redact: {
        paths: secretKeys.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
        censor: '[redacted]',
      },
    },
    // Under `npm start`'s launcher (it opens an IPC channel) each line is out before the next
    // statement: the launcher prints the shop's addresses when told a process started
    // (announceStarted), after that process's start-up lines.
    process.send ? pino.destination({ dest: 1, sync: true }) : undefined,
  )
}
