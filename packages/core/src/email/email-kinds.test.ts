import { he } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { emailKinds, emailRecipient, renderPreview, type EmailKindName } from './email-kinds.ts'

const contact = {
  publicUrl: 'https://shop.example',
  email: 'info@shop.example',
  phone: '03-1234567',
}

describe('e-mail kinds', () => {
  it.each(Object.keys(emailKinds) as EmailKindName[])(
    '%s renders Hebrew RTL HTML with a plain-text part and the shop contact details',
    (name) => {
      const email = renderPreview(name, contact)
      expect(email.subject).toMatch(/[\u0590-\u05FF]/)
      expect(email.html).toContain('<html lang="he" dir="rtl">')
      expect(email.html).toContain('info@shop.example')
      expect(email.text).toContain('03-1234567')
      expect(email.text).not.toMatch(/<\/?(p|br|a|ul|li|table|td|blockquote)\b/)
    },
  )

  it('each have a Hebrew name for the e-mail logs managers read', () => {
    expect(Object.keys(he.email.kindNames).sort()).toEqual(Object.keys(emailKinds).sort())
  })

  it('words a gift with no known sender without naming one', () => {
    const kind = emailKinds['gift-report-ready']
    const email = kind.render({ ...kind.preview, buyerName: null }, contact)
    expect(email.subject).toBe('קיבלתם מתנה: המפה הנומרולוגית שלכם מוכנה')
    expect(email.text).toContain('קיבלתם מתנה: מפה נומרולוגית אישית, שנכתבה עבורכם')
    expect(email.text).not.toContain('null')
  })

  it.each(['gift-on-its-way', 'gift-report-ready'] as const)(
    '%s greets the recipient, the person the map is of, by name and names the buyer',
    (name) => {
      const email = renderPreview(name, contact)
      expect(email.text.split('\n\n').slice(0, 2)).toEqual([
        'שלום נועה לוי,',
        expect.stringMatching(/^קיבלתם מתנה מדנה כהן: מפה נומרולוגית אישית, שנכתב[הת] עבורכם/),
      ])
      expect(email.subject).toMatch(/^מתנה מדנה כהן/)
      // Never the third person about the recipient, nor a verb guessing the buyer's gender.
      expect(email.text).not.toContain('של נועה לוי')
      expect(`${email.subject} ${email.text}`).not.toMatch(/\/ה|\/ת/)
    },
  )

  it.each(Object.keys(emailKinds) as EmailKindName[])(
    '%s speaks to its reader in the plural, as the site does',
    (name) => {
      const email = renderPreview(name, contact)
      const singular =
        /(?<![\u05D0-\u05EA])(שלך|אליך|עבורך|לך|ממך|אותך|שנרשמת|שפנית|שילמת|ביקשת|שינית|ניסית|היית|שכחת|קיבלת|פנייתך|את\/ה)(?![\u05D0-\u05EA])/
      expect(`${email.subject}\n${email.text}`).not.toMatch(singular)
    },
  )

  it('escapes what customers typed', () => {
    const email = emailKinds['contact-to-managers'].render(
      { name: '<script>', email: 'a@example.co.il', phone: null, message: '<b>hi</b> & bye' },
      contact,
    )
    expect(email.html).not.toContain('<script>')
    expect(email.html).toContain('&lt;b&gt;hi&lt;/b&gt; &amp; bye')
  })

  it('acknowledges a contact message with fixed wording only, never the visitor text', () => {
    // Anyone can put any address in the form; whatever the ack repeats (the name too) could be
    // spam sent in the shop's name, so its text part is the greeting, the thanks and the signature.
    const email = emailKinds['contact-ack'].render({}, contact)
    expect(email.subject).toBe(he.email.contactAck.subject)
    expect(email.text).toBe(
      [
        'שלום,',
        'תודה שפניתם אלינו! קיבלנו את ההודעה ונחזור אליכם בהקדם.',
        he.email.signature,
        `--\n${he.email.footer(contact.email, contact.phone)}\n${contact.publicUrl}`,
      ].join('\n\n'),
    )
    expect(email.html).not.toContain('<blockquote')
  })

  it('sends a payment document to the billing e-mail, else to the account', () => {
    const accountEmail = 'dana@example.com'
    expect(
      emailRecipient('payment-confirmation', { accountEmail, billingEmail: 'pay@example.com' }),
    ).toBe('pay@example.com')
    expect(emailRecipient('order-cancelled', { accountEmail, billingEmail: null })).toBe(
      accountEmail,
    )
  })

  it('sends the map to the account and the gift to its recipient', () => {
    expect(emailRecipient('report-ready', { accountEmail: 'dana@example.com' })).toBe(
      'dana@example.com',
    )
    expect(emailRecipient('gift-report-ready', { giftRecipientEmail: 'ronit@example.com' })).toBe(
      'ronit@example.com',
    )
  })
})
