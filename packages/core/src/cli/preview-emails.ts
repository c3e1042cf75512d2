/** `npm run preview -w @shop/core [folder]`: writes every e-mail, filled with samples, as HTML. */
import { mkdir, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { emailKinds, renderPreview, type EmailKindName } from '../email/email-kinds.ts'
import { previewContact } from '../email/preview-contact.ts'

const folder = resolve(process.argv[2] ?? '.data/mail-preview')
await mkdir(folder, { recursive: true })
for (const name of Object.keys(emailKinds) as EmailKindName[]) {
  const email = renderPreview(name, previewContact)
  await writeFile(join(folder, `${name}.html`), email.html)
  await writeFile(join(folder, `${name}.txt`), `${email.subject}\n\n${email.text}\n`)
  console.log(`${name}: ${email.subject}`)
}
console.log(`written to ${folder}`)
