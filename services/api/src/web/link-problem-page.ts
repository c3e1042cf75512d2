import { he } from '@shop/domain'
import type { Context } from 'hono'
import { linkPage } from './link-page.ts'

const m = he.gift.linkPage

export type LinkKind = 'gift' | 'own'
export type LinkProblem = 'expired' | 'invalid'

const titles: Record<LinkKind, Record<LinkProblem, string>> = {
  gift: { expired: m.expiredGiftTitle, invalid: m.invalidGiftTitle },
  own: { expired: m.expiredOwnTitle, invalid: m.invalidOwnTitle },
}

/**
 * What a person who opened an e-mailed download link sees when it no longer works, with the way
 * to a new one (the strings are the catalogue's, no input is echoed).
 */
export function linkProblemPage(kind: LinkKind, problem: LinkProblem) {
  return linkPage({
    title: titles[kind][problem],
    paragraphs: [
      problem === 'expired' ? m.expiredText : m.invalidText,
      kind === 'gift' ? m.giftAsk : m.ownAsk,
    ],
    buttons:
      kind === 'gift'
        ? [
            { href: '/contact', label: m.askForLink, primary: true },
            { href: '/', label: m.home, primary: false },
          ]
        : [
            { href: '/my-orders', label: m.myOrders, primary: true },
            { href: '/contact', label: m.askForLink, primary: false },
          ],
  })
}

/** The answer to a link that no longer works: 410 for an expired one, 404 for any other. */
export function answerLinkProblem(c: Context, kind: LinkKind, problem: LinkProblem) {
  c.header('Cache-Control', 'no-store')
  return c.html(linkProblemPage(kind, problem), problem === 'expired' ? 410 : 404)
}
