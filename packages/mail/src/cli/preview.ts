/** `npm run preview -w @shop/mail [folder]`: writes every template, filled with samples, as HTML. */
import { mkdir, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { previewContact, previewFixtures } from '../preview-fixtures.ts'
import { emailTemplates, type EmailTemplate } from '../templates/index.ts'

const folder = resolve(process.argv[2] ?? '.data/mail-preview')
const contact = previewContact
await mkdir(folder, { recursive: true })
for (const name of Object.keys(emailTemplates) as EmailTemplate[]) {
  const render = emailTemplates[name] as (
    data: unknown,
    c: typeof contact,
  ) => { subject: string; html: string; text: string }
  const email = render(previewFixtures[name], contact)
  await writeFile(join(folder, `${name}.html`), email.html)
  await writeFile(join(folder, `${name}.txt`), `${email.subject}\n\n${email.text}\n`)
  console.log(`${name}: ${email.subject}`)
}
console.log(`written to ${folder}`)
