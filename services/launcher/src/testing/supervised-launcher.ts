/**
 * A launcher in miniature for the supervision tests: the real supervisor and signal handling
 * around stand-in services, so a test can signal a whole launcher process and watch it stop.
 * CRASH=1 makes the worker crash on every start.
 */
import pino from 'pino'
import { exitWhenStopped } from '../exit-when-stopped.ts'
import { supervise } from '../supervisor.ts'
import { crasher, listener, nodeScript, stubborn } from './node-script.ts'

const supervisor = supervise(
  [
    { name: 'api', start: () => nodeScript(listener) },
    { name: 'worker', start: () => nodeScript(process.env.CRASH ? crasher(2) : stubborn) },
  ],
  { logger: pino({ level: 'silent' }), backoffMs: 10, stopGraceMs: 500 },
)
exitWhenStopped(supervisor)

// Tell the test which processes to watch once they have started.
const report = setInterval(() => {
  const api = supervisor.child('api')?.pid
  const worker = supervisor.child('worker')?.pid
  if (!api || (!worker && !process.env.CRASH)) return
  clearInterval(report)
  console.log(JSON.stringify({ api, worker }))
}, 20)
