// Loads the developer's `.env`, when there is one, before the entry point runs. Variables already
// in the environment win over the file. Node's own --env-file-if-exists would do the same but
// announces a missing file on every start, which a newcomer without `.env` need not read.
import { existsSync } from 'node:fs'
import process from 'node:process'

if (existsSync('.env')) process.loadEnvFile('.env')
