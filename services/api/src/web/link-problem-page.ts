import { he } from '@shop/domain'
import type { Context } from 'hono'

const m = he.gift.linkPage

export type LinkKind = 'gift' | 'own'
/** `removed`: a link we signed to a map no longer kept (its account was erased). */
export type LinkProblem = 'expired' | 'invalid' | 'removed'

const titles: Record<LinkKind, Record<LinkProblem, string>> = {
  gift: { expired: m.expiredGiftTitle, invalid: m.invalidGiftTitle, removed: m.removedGiftTitle },
  own: { expired: m.expiredOwnTitle, invalid: m.invalidOwnTitle, removed: m.removedOwnTitle },
}

const texts: Record<LinkProblem, string> = {
  expired: m.expiredText,
  invalid: m.invalidText,
  removed: m.removedText,
}

/**
 * What a person who opened an e-mailed download link sees when it no longer works. They came from
 * a mail client, not the web app, so this is a small page of its own (the strings are the
 * catalogue's, no input is echoed) rather than the API's JSON envelope.
 */
export function linkProblemPage(kind: LinkKind, problem: LinkProblem): string {
  const title = titles[kind][problem]
  const links =
    problem === 'removed'
      ? [{ href: '/', label: m.home, primary: true }]
      : kind === 'gift'
        ? [
            { href: '/contact', label: m.askForLink, primary: true },
            { href: '/', label: m.home, primary: false },
          ]
        : [
            { href: '/my-orders', label: m.myOrders, primary: true },
            { href: '/contact', label: m.askForLink, primary: false },
          ]
  const button = (primary: boolean) =>
    primary
      ? 'background:#6b46c1;color:#fff;border:2px solid #6b46c1'
      : 'background:#fff;color:#4c2d99;border:2px solid #6b46c1'
  return `<!doctype html>
<html lang="he" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · ${he.site.shopName}</title>
</head>
<body style="margin:0;background:#f4f1fa;color:#1f1633;font-family:Arial,'Heebo',sans-serif">
<main style="max-width:560px;margin:0 auto;padding:32px 16px">
<p style="margin:0 0 24px;color:#3b2170;font-size:20px;font-weight:bold">${he.site.shopName}</p>
<div style="background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 3px rgba(31,22,51,.12)">
<h1 style="margin:0 0 16px;font-size:24px;line-height:1.3">${title}</h1>
<p style="margin:0 0 12px;font-size:17px;line-height:1.6">${texts[problem]}</p>
${problem === 'removed' ? '' : `<p style="margin:0 0 24px;font-size:17px;line-height:1.6">${kind === 'gift' ? m.giftAsk : m.ownAsk}</p>`}
<p style="margin:0;display:flex;flex-wrap:wrap;gap:12px">
${links.map((link) => `<a href="${link.href}" style="display:inline-block;padding:12px 20px;border-radius:8px;font-size:17px;font-weight:bold;text-decoration:none;${button(link.primary)}">${link.label}</a>`).join('\n')}
</p>
</div>
</main>
</body>
</html>`
}

/** The answer to a link that no longer works: 404 for an invalid one, 410 (gone) for others. */
export function answerLinkProblem(c: Context, kind: LinkKind, problem: LinkProblem) {
  c.header('Cache-Control', 'no-store')
  return c.html(linkProblemPage(kind, problem), problem === 'invalid' ? 404 : 410)
}
