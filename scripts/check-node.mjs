// Runs before `npm start` on whatever Node the machine has, so it is plain JavaScript that Node 20
// (and older) understands: on a Node that is too old the shop would fail later with an error that
// does not say why.
import { readFileSync } from 'node:fs'
import process from 'node:process'
import { URL } from 'node:url'

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
const required = engines.node.replace(/^>=\s*/, '')
const parts = (version) => version.split('.').map(Number)
const [needMajor, needMinor, needPatch] = parts(required)
const [major, minor, patch] = parts(process.versions.node)
const tooOld =
  major !== needMajor
    ? major < needMajor
    : minor !== needMinor
      ? minor < needMinor
      : patch < needPatch

// The Node that `.ci/run` installs without root or a version manager: npm's own package of it
const platform = process.platform === 'win32' ? 'win' : process.platform
const nodePackage = `node-${platform}-${process.arch}@22`
const toolsBin = `.tools/node_modules/node-${platform}-${process.arch}/bin`

if (tooOld) {
  process.stderr.write(
    `This shop needs Node ${required} or later, and this is Node ${process.versions.node}: ` +
      `get Node 22 into .tools/ as .ci/run does (\`npm install --prefix .tools --no-save ${nodePackage}\`, ` +
      `then \`export PATH="$PWD/${toolsBin}:$PATH"\`), or from https://nodejs.org, and try again.\n`,
  )
  process.exit(1)
}
