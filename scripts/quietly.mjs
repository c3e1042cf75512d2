// Runs a command with its output held back, shown only if it fails: `npm start` builds first, and
// the build's hundreds of lines (Vite's progress, its warnings) would bury the shop's addresses.
// `npm run build` on its own still prints everything.
import { spawn } from 'node:child_process'
import { Buffer } from 'node:buffer'
import process from 'node:process'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  process.stderr.write('usage: node scripts/quietly.mjs <command> [arguments...]\n')
  process.exit(2)
}
const shown = [command, ...args].join(' ')
const started = Date.now()
process.stdout.write(`${shown} (its output is shown only if it fails)...\n`)

// npm is a script on Windows, which only a shell runs
const child = spawn(command, args, {
  stdio: ['ignore', 'pipe', 'pipe'],
  shell: process.platform === 'win32',
})
const output = []
child.stdout.on('data', (chunk) => output.push(chunk))
child.stderr.on('data', (chunk) => output.push(chunk))
child.on('error', (error) => {
  process.stderr.write(`${shown} could not start: ${error.message}\n`)
  process.exitCode = 1
})
child.on('close', (code, signal) => {
  if (code === 0) {
    process.stdout.write(`${shown}: done in ${Math.round((Date.now() - started) / 1000)} s\n`)
    return
  }
  process.stderr.write(Buffer.concat(output))
  process.stderr.write(`${shown} failed (${signal ?? `exit code ${code}`}); its output is above.\n`)
  // Not process.exit(): the held output may still be on its way out
  process.exitCode = code || 1
})
