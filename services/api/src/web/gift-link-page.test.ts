import { describe, expect, it } from 'vitest'
import { giftLinkPage } from './gift-link-page.ts'

describe('the gift link page', () => {
  it('names the map, says until when the link works, and links its button to the file', async () => {
    const page = String(
      await giftLinkPage({
        subjectName: 'נועה לוי',
        expiresAt: new Date('2026-12-28T12:05:00Z'),
        downloadPath: '/api/gifts/abc.def/file',
      }),
    )
    expect(page).toContain('<html lang="he" dir="rtl">')
    expect(page).toContain('>קיבלתם מפה נומרולוגית במתנה</h1>')
    expect(page).toContain('>המפה הנומרולוגית של נועה לוי</p>')
    expect(page).toContain('הקישור להורדה בתוקף עד יום שני, 28 בדצמבר 2026 בשעה 14:05.')
    expect(page).toMatch(/<a href="\/api\/gifts\/abc\.def\/file"[^>]*>הורדת המפה \(PDF\)<\/a>/)
    expect(page).not.toContain('<script')
  })

  it('escapes the name the buyer typed', async () => {
    const page = String(
      await giftLinkPage({
        subjectName: '<img src=x onerror=alert(1)> "דנה"',
        expiresAt: new Date(),
        downloadPath: '/api/gifts/t/file',
      }),
    )
    expect(page).not.toContain('<img')
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt; &quot;דנה&quot;')
  })
})
