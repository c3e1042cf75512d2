import { afterEach, describe, expect, it } from 'vitest'
import { startEmbeddedMail, type EmbeddedMail } from './embedded-mail.ts'
import { sendAndListInbox } from './testing/mail.ts'

let mail: EmbeddedMail | undefined
const info = console.info
afterEach(async () => {
  console.info = info
  await mail?.stop()
  mail = undefined
})

describe('the embedded mail catcher', () => {
  it('starts without a word of its own and catches what is sent to it', async () => {
    const printed: unknown[] = []
    console.info = (...args: unknown[]) => printed.push(args)
    mail = await startEmbeddedMail()
    expect(printed).toEqual([])
    expect(console.info).not.toBe(info)

    expect(await sendAndListInbox(mail.smtpUrl, mail.inboxUrl, 'בדיקה')).toEqual(['בדיקה'])
  })
})
