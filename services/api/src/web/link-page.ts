import { he } from '@shop/domain'
import { html } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'

export interface LinkPageButton {
  href: string
  label: string
  primary: boolean
}

const buttonColours = (primary: boolean) =>
  primary
    ? 'background:#6b46c1;color:#fff;border:2px solid #6b46c1'
    : 'background:#fff;color:#4c2d99;border:2px solid #6b46c1'

/**
 * A small page of its own for whoever opened an e-mailed link: they came from a mail client, not
 * the web app, maybe with scripts off, so it is plain HTML with inline styles. Every value is
 * escaped, the map's name included (a buyer typed it).
 */
export function linkPage(page: {
  title: string
  paragraphs: string[]
  buttons: LinkPageButton[]
}): HtmlEscapedString | Promise<HtmlEscapedString> {
  return html`<!doctype html>
    <html lang="he" dir="rtl">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${page.title} · ${he.site.shopName}</title>
      </head>
      <body style="margin:0;background:#f4f1fa;color:#1f1633;font-family:Arial,'Heebo',sans-serif">
        <main style="max-width:560px;margin:0 auto;padding:32px 16px">
          <p style="margin:0 0 24px;color:#3b2170;font-size:20px;font-weight:bold">
            ${he.site.shopName}
          </p>
          <div
            style="background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 3px rgba(31,22,51,.12)"
          >
            <h1 style="margin:0 0 16px;font-size:24px;line-height:1.3">${page.title}</h1>
            ${page.paragraphs.map((text) => html`<p style="margin:0 0 12px;font-size:17px;line-height:1.6">${text}</p> `)}
            <p style="margin:12px 0 0;display:flex;flex-wrap:wrap;gap:12px">
              ${page.buttons.map((button) => html`<a href="${button.href}" style="display:inline-block;padding:12px 20px;border-radius:8px;font-size:17px;font-weight:bold;text-decoration:none;${buttonColours(button.primary)}">${button.label}</a> `)}
            </p>
          </div>
        </main>
      </body>
    </html>`
}
