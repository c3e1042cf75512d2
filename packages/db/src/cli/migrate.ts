/** `npm run migrate`: creates the database if missing, applies migrations, seeds defaults. */
import { loadEnvOrExit } from '@shop/config'
import { prepareDatabase } from '../prepare.ts'

const env = loadEnvOrExit()
const result = await prepareDatabase(env)
console.log(
  `database ready: ${result.created ? 'created, ' : ''}${result.applied.length} migration(s) applied`,
)
